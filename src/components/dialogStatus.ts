// A toast never covers a dialog. Toasts sit at the top of a phone's screen, and a dialog there
// is a sheet that can fill the screen up to it (its heading, its close button, its fields), so no
// placing of a toast is safe while a dialog is open. A message raised then (toast.ts) is said
// in the open dialog's own status line instead (Modal.tsx), the topmost dialog's when they are
// stacked, beside the controls it is about. When that dialog closes, what the message has left
// of a toast's time goes on as a toast (or into the dialog below): a success that closes its
// dialog ("Unsubscribed") is still seen.
//
// Modal.tsx opens a line; toastLibrary.ts (loaded with the first toast) says messages in it.
import type { Kind } from './toastLibrary';

export type Said = {
  /** A new id for every message said: the line announces it even when the text repeats. */
  id: number;
  kind: Kind;
  text: string;
  /** When it was said (performance.now()). */
  at: number;
  /** Shows it elsewhere once the dialog has gone, given how long it has been on screen (ms). */
  handOver: (shownFor: number) => void;
};

type Line = { show: (said: Said[]) => void; said: Said[] };

const lines: Line[] = [];
let nextId = 1;
// The line the current task's messages went to: what one action says at once ("Saved", then
// "2 appointments cancelled") is shown together, and the next action's messages replace it.
let burst: Line | null = null;

/** Says `text` in the topmost open dialog's status line; false when no dialog is open. */
export function sayInOpenDialog(kind: Kind, text: string, handOver: Said['handOver']): boolean {
  const line = lines[lines.length - 1];
  if (!line) return false;
  const earlier = burst === line ? line.said.filter((said) => said.text !== text) : [];
  if (burst !== line) {
    burst = line;
    setTimeout(() => {
      if (burst === line) burst = null;
    }, 0);
  }
  line.said = [...earlier, { id: nextId++, kind, text, at: performance.now(), handOver }];
  line.show(line.said);
  return true;
}

/**
 * Opens a dialog's status line on top of the others; `show` renders what it says. The
 * returned close hands what the line still says over to where it goes next.
 */
export function openStatusLine(show: Line['show']): () => void {
  const line: Line = { show, said: [] };
  lines.push(line);
  return () => {
    const index = lines.indexOf(line);
    if (index >= 0) lines.splice(index, 1);
    if (burst === line) burst = null;
    const now = performance.now();
    for (const said of line.said) said.handOver(now - said.at);
    line.said = [];
  };
}
