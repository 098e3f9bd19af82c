// A toast never covers a dialog. Toasts sit at the top of a phone's screen, and a dialog there
// is a sheet that can fill the screen up to it (its heading, its close button, its fields), so no
// placing of a toast is safe while a dialog is open. A message raised then (toast.ts) is said
// in the open dialog's own status line instead (Modal.tsx), the topmost dialog's when they are
// stacked, beside the controls it is about. When that dialog closes, a message it said less than
// a toast's time ago goes on as a toast (or into the dialog below): a success that closes its
// dialog ("Unsubscribed") is still seen.
//
// This file is the part every dialog carries: the open lines, top last. What goes into them is
// decided in toastLibrary.ts (sayInOpenDialog), which comes with the first toast.

/** What a message is, shown as a toast or in a dialog's status line. */
export type Kind = 'success' | 'error' | 'info' | 'warn';

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

export type StatusLine = { show: (said: Said[]) => void; said: Said[] };

const lines: StatusLine[] = [];

/** The topmost open dialog's status line, if a dialog is open. */
export const topStatusLine = (): StatusLine | undefined => lines[lines.length - 1];

/**
 * Opens a dialog's status line on top of the others; `show` renders what it says. The
 * returned close hands what the line still says over to where it goes next.
 */
export function openStatusLine(show: StatusLine['show']): () => void {
  const line: StatusLine = { show, said: [] };
  lines.push(line);
  return () => {
    lines.splice(lines.indexOf(line), 1);
    const now = performance.now();
    for (const said of line.said) said.handOver(now - said.at);
  };
}
