import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';

// react-toastify (about 9 KB compressed) is not needed to show the first page: it is
// downloaded the first time something shows a toast. react-toastify queues toasts shown
// before its container has mounted, so nothing is lost while the chunk arrives.

type Kind = 'success' | 'error' | 'info' | 'warn';
type Options = Pick<ToastOptions, 'toastId'>;

let hostWanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: Options) {
  if (!hostWanted) {
    hostWanted = true;
    listeners.forEach((listener) => listener());
  }
  void import(/* webpackChunkName: "toasts" */ 'react-toastify').then(({ toast: library }) =>
    library[kind](message, options),
  );
}

/** Shows a toast; the same calls as react-toastify's `toast` for the kinds the site uses. */
export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
  warn: (message: string, options?: Options) => show('warn', message, options),
};

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
