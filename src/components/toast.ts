import { useSyncExternalStore } from 'react';
import type { Kind } from './dialogStatus';

// react-toastify (about 9 KB compressed) is not needed to show the first page: it is
// downloaded the first time something shows a toast. react-toastify queues toasts shown
// before its container has mounted, so nothing is lost while the chunk arrives.

type Options = {
  /**
   * The toast belongs to the page the caller is about to open (e.g. "Appointment booked",
   * then My appointments): it survives the next change of page, and only that one.
   */
  keep?: boolean;
};

let hostWanted = false;
const listeners = new Set<() => void>();

const library = () => import(/* webpackChunkName: "toasts" */ './toastLibrary');

function show(kind: Kind, message: string, options?: Options) {
  if (!hostWanted) {
    hostWanted = true;
    listeners.forEach((listener) => listener());
  }
  void library().then((toasts) => toasts.show(kind, message, options?.keep));
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
 * a toast shown with `keep` stays for the page it was meant for. Loads nothing while no
 * toast was ever shown.
 */
export function dismissStaleToasts() {
  if (hostWanted) void library().then((toasts) => toasts.dismissStale());
}

/**
 * Closes every toast up (a dialog calls it as it opens): their messages were about the page
 * behind, and the dialog is what the visitor reads and presses next.
 */
export function dismissAllToasts() {
  if (hostWanted) void library().then((toasts) => toasts.dismissAll());
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
