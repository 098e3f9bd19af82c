// The part of the toasts that comes with react-toastify, in the chunk toast.ts loads with
// the first toast: which messages are up, which of them belong to the next page, and which
// go to an open dialog's status line instead (dialogStatus.ts).
import { toast } from 'react-toastify';
import { topStatusLine, type Kind, type Said, type StatusLine } from './dialogStatus';

/** How long a toast stays up (ToastArea.tsx). */
export const TOAST_LIFETIME_MS = 4000;

let nextId = 1;
// The line the current task's messages went to: what one action says at once ("Saved", then
// "2 appointments cancelled") is shown together, and the next action's messages replace it.
let burst: StatusLine | null = null;

/** Says `text` in the topmost open dialog's status line (dialogStatus.ts); false when no dialog is open. */
function sayInOpenDialog(kind: Kind, text: string, handOver: Said['handOver']): boolean {
  const line = topStatusLine();
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

// The messages shown since the last change of page; true for those that survive it.
const shown = new Map<string, boolean>();

export function show(kind: Kind, message: string, keep = false) {
  // While a dialog is open a toast would sit over it: the dialog says the message. Closed
  // before a toast's time is up, the dialog hands the message back to be shown here.
  const handOver = (shownFor: number) => {
    if (shownFor < TOAST_LIFETIME_MS) show(kind, message, keep);
  };
  if (sayInOpenDialog(kind, message, handOver)) return;
  shown.set(message, keep);
  // Keyed by its text, the same message never stacks: shown again, it stays one toast.
  toast[kind](message, { toastId: message });
}

/** Closes the toasts of the page being left; a kept one survives this change of page only. */
export function dismissStale() {
  for (const [message, keep] of shown) {
    if (keep) shown.set(message, false);
    else {
      shown.delete(message);
      toast.dismiss(message);
    }
  }
}

/** Closes every toast up, kept ones too. */
export function dismissAll() {
  shown.clear();
  toast.dismiss();
}
