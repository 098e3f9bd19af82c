import { useSyncExternalStore } from 'react';

// react-toastify (about 9 KB compressed) is not needed to show the first page: it is
// downloaded the first time something shows a toast. react-toastify queues toasts shown
// before its container has mounted, so nothing is lost while the chunk arrives.

type Kind = 'success' | 'error' | 'info' | 'warn';
type Options = {
  /**
   * The toast belongs to the page the caller is about to open (e.g. "Appointment booked",
   * then My appointments): it survives the next change of page, and only that one.
   */
  keep?: boolean;
};

let hostWanted = false;
const listeners = new Set<() => void>();
// The messages shown since the last change of page; true for those that survive it.
const shown = new Map<string, boolean>();

const library = () => import(/* webpackChunkName: "toasts" */ 'react-toastify');

function show(kind: Kind, message: string, options?: Options) {
  if (!hostWanted) {
    hostWanted = true;
    listeners.forEach((listener) => listener());
  }
  shown.set(message, Boolean(options?.keep));
  // Keyed by its text, the same message never stacks: shown again, it stays one toast.
  void library().then(({ toast }) => toast[kind](message, { toastId: message }));
}

/** Shows a toast; the same calls as react-toastify's `toast` for the kinds the site uses. */
export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
  warn: (message: string, options?: Options) => show('warn', message, options),
};

/**
 * Closes the toasts of the page being left (the layout calls it on every change of page);
 * a toast shown with `keep` stays for the page it was meant for. Loads nothing when no
 * toast was ever shown.
 */
export function dismissStaleToasts() {
  const stale: string[] = [];
  for (const [message, keep] of shown) {
    if (keep) shown.set(message, false);
    else {
      stale.push(message);
      shown.delete(message);
    }
  }
  if (stale.length === 0) return;
  void library().then(({ toast }) => stale.forEach((message) => toast.dismiss(message)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been asked for: the toast container is mounted from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hostWanted,
    () => false,
  );
}
