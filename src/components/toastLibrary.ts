// The part of the toasts that comes with react-toastify, in the chunk toast.ts loads with
// the first toast: which messages are up, and which of them belong to the next page.
import { toast } from 'react-toastify';

export type Kind = 'success' | 'error' | 'info' | 'warn';

// The messages shown since the last change of page; true for those that survive it.
const shown = new Map<string, boolean>();

export function show(kind: Kind, message: string, keep = false) {
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
