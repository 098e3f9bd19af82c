import { apiErrorMessage } from '../../state/apiError';
import { failures } from '../../shared/dictionary/failures';
import { addStrings } from './loadedStrings';
import type { TFunction } from './useT';

// The words of a failed call load with the code that can show one: a first visit that
// fails nothing does not download them.
addStrings(failures);

/**
 * A failed call's message in the visitor's language: the server's own words when it sent
 * some, else the failure's, else `fallback` (state/apiError.ts reads every shape of failure).
 */
export function failureText(t: TFunction, error: unknown, fallback?: string): string {
  return t(apiErrorMessage(error, fallback));
}
