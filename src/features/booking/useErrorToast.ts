import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { apiErrorMessage } from '../../state/apiError';
import { toast } from '../../components/toast';
import { useT } from '../language';

export const FALLBACK_ERROR = 'An error occurred. Please try again.';

/** SPEC §8: a failed load shows the server's message (or the failure's own) once, as a toast. */
export function useErrorToast(error: FetchBaseQueryError | SerializedError | undefined, toastId: string) {
  const t = useT();
  useEffect(() => {
    if (error) toast.error(t(apiErrorMessage(error, FALLBACK_ERROR)), { toastId });
    // Only a new error shows a toast, not a change of language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, toastId]);
}
