// What a failed call says to the visitor. A failure reaches components in several shapes:
// a FetchBaseQueryError from a hook or from a mutation's `.unwrap()`, a SerializedError
// when a query function threw, or anything a caller threw itself on the way (`throw new
// Error(key)`); hence `unknown`, read here once, so call sites need no casts.

/** Shown when a failure names no cause a visitor could act on. */
export const FALLBACK_FAILURE = 'An error occurred. Please try again.';

export type ApiFailure =
  /** The request never got an answer (offline, server unreachable, timed out). */
  | { kind: 'no-answer'; text: string }
  /** The server answered with a message of its own (also with `success: false` and HTTP 200). */
  | { kind: 'server'; text: string }
  /** Anything else: the failure's own description when it has one. */
  | { kind: 'other'; text?: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Sorts a failure of any shape into what a message can be made from. */
export function readApiError(error: unknown): ApiFailure {
  if (!isRecord(error)) return { kind: 'other' };
  if ('status' in error) {
    const message = isRecord(error.data) ? nonEmpty(error.data.message) : undefined;
    if (message) return { kind: 'server', text: message };
    // fetch reports a network failure as "TypeError: Failed to fetch", which means nothing
    // to a visitor; the site has always called it (and translates) "Network Error".
    if (error.status === 'FETCH_ERROR') return { kind: 'no-answer', text: 'Network Error' };
    if (error.status === 'TIMEOUT_ERROR') return { kind: 'no-answer', text: 'timeout exceeded' };
    // Other statuses carry a technical `error` (e.g. a JSON parse failure) or nothing useful.
    return { kind: 'other', text: error.status === 'CUSTOM_ERROR' ? nonEmpty(error.error) : undefined };
  }
  return { kind: 'other', text: nonEmpty(error.message) };
}

/**
 * The message for a failed call: the server's `message` when it sent one, else the
 * failure's own description, else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string = FALLBACK_FAILURE): string {
  return readApiError(error).text || fallback;
}
