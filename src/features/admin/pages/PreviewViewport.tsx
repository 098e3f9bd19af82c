// The preview's own viewport: the previewed page renders, through a portal, into an inline
// frame as wide as the preview pane. The page's media queries then answer to that width, so
// a narrow pane shows the phone layout the page really has instead of the desktop layout
// squeezed and cut off, and nothing of it overflows into the console.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

type Props = { title: string; lang: string; children: ReactNode };

export function PreviewViewport({ title, lang, children }: Props) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  // A frame without a source has its blank document at once; some browsers swap it for
  // another one when it loads, so the portal follows the load too.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const take = () => setBody(frame.contentDocument?.body ?? null);
    take();
    frame.addEventListener('load', take);
    return () => frame.removeEventListener('load', take);
  }, []);

  useEffect(() => {
    if (body) body.ownerDocument.documentElement.lang = lang;
  }, [body, lang]);

  useEffect(() => (body ? mirrorStyles(body.ownerDocument) : undefined), [body]);

  return (
    <>
      <Frame ref={frameRef} title={title} />
      {body && createPortal(children, body)}
    </>
  );
}

/**
 * The site's styles are written into the console's document (styled-components adds a rule
 * when a component first renders, through the CSSOM, which no observer reports). The frame
 * gets a copy, renewed on the next frame whenever the console's rules change in number.
 */
function mirrorStyles(frameDocument: Document): () => void {
  const style = frameDocument.createElement('style');
  frameDocument.head.append(style);
  let copied = -1;
  let next = 0;
  const sync = () => {
    const sheets = Array.from(document.styleSheets);
    const count = sheets.reduce((sum, sheet) => sum + rulesOf(sheet).length, 0);
    if (count !== copied) {
      copied = count;
      style.textContent = sheets
        .map((sheet) => Array.from(rulesOf(sheet), (rule) => rule.cssText).join('\n'))
        .join('\n');
    }
    next = requestAnimationFrame(sync);
  };
  sync();
  return () => {
    cancelAnimationFrame(next);
    style.remove();
  };
}

/** A sheet's rules; none for a sheet from another origin, which the page may not read. */
function rulesOf(sheet: CSSStyleSheet): CSSRuleList | [] {
  try {
    return sheet.cssRules;
  } catch {
    return [];
  }
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 75vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
`;
