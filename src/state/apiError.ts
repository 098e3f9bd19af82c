import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The message to show for a failed call (SPEC §8): the server's `message` when it sent
 * one, else the failure's own description, else the fallback.
 */
export function apiErrorMessage(error: FetchBaseQueryError | SerializedError | undefined, fallback: string): string {
  if (!error) return fallback;
  if ('status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
    // fetch reports a network failure as "TypeError: Failed to fetch"; name it as SPEC §8 does.
    if (error.status === 'FETCH_ERROR') return 'Network Error';
    if (error.status === 'TIMEOUT_ERROR') return 'timeout exceeded';
    if (error.status === 'CUSTOM_ERROR' && error.error) return error.error;
    return fallback;
  }
  return error.message || fallback;
}
