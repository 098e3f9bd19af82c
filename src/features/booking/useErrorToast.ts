import { useEffect } from 'react';
import { apiErrorMessage } from '../../state/apiError';
import { toast } from '../../components/toast';
import { useT } from '../language';

/** SPEC §8: a failed load shows the server's message (or the failure's own) once, as a toast. */
export function useErrorToast(error: unknown, toastId: string) {
  const t = useT();
  useEffect(() => {
    if (error) toast.error(t(apiErrorMessage(error)), { toastId });
    // Only a new error shows a toast, not a change of language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, toastId]);
}
