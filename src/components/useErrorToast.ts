import { useEffect } from 'react';
import { toast } from './toast';

/**
 * Shows `message` as an error toast once for each new `error` (a query's `error`, or any
 * value that changes when a new failure arrives). A page that mounts twice, or two parts
 * of a page that watch the same call, show one toast: toasts are keyed by their text.
 * `message` is passed in already translated: the UI kit knows neither the API's error
 * shapes (state/apiError.ts) nor the translations.
 */
export function useErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast.error(message);
    // Only a new failure shows a toast: a change of language (a new message) does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
