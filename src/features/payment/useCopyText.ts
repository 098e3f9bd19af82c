import { useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays before the button reads "Copy" again. */
const SHOWN_MS = 2500;

/**
 * Copies text to the clipboard and says how it went. The clipboard needs a secure page
 * (HTTPS, or localhost) and the browser's consent; without either the caller says so, and the
 * number stays on screen to be selected by hand.
 */
export function useCopyText(): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), SHOWN_MS);
    } catch {
      setState('failed');
    }
  };
  return [state, copy];
}
