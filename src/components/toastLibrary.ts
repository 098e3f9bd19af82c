// The part of the toasts that comes with react-toastify, in the chunk toast.ts loads with
// the first toast: which messages are up, which of them belong to the next page, and which
// go to an open dialog's status line instead (dialogStatus.ts).
import { toast } from 'react-toastify';
import { sayInOpenDialog } from './dialogStatus';

export type Kind = 'success' | 'error' | 'info' | 'warn';

/** How long a toast stays up (ToastArea.tsx). */
export const TOAST_LIFETIME_MS = 4000;

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
