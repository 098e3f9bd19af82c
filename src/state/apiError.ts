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

/**
 * SPEC §8's words for a request that got no answer: "Request aborted" when it was stopped
 * (an AbortError), "timeout exceeded" when a time limit stopped it (a TimeoutError; the
 * base query's own limit reads as TIMEOUT_ERROR, below), "unsupported protocol" when the
 * address is not one fetch can load (an
 * API_BASE_URL without http://, such as "api.example.com:4000", reads as the scheme
 * "api.example.com"), else "Network Error".
 */
function transportFailure(description: string): string {
  if (/\bAbortError\b/.test(description)) return 'Request aborted';
  if (/\bTimeoutError\b/.test(description)) return 'timeout exceeded';
  if (/scheme\b.*\bnot supported|unknown scheme|unsupported protocol/i.test(description)) return 'unsupported protocol';
  return 'Network Error';
}

/** Sorts a failure of any shape into what a message can be made from. */
export function readApiError(error: unknown): ApiFailure {
  if (!isRecord(error)) return { kind: 'other' };
  if ('status' in error) {
    const message = isRecord(error.data) ? nonEmpty(error.data.message) : undefined;
    if (message) return { kind: 'server', text: message };
    // fetch reports a network failure as "TypeError: Failed to fetch", which means nothing
    // to a visitor; the site has always called it (and translates) "Network Error". The
    // transport's other failures of SPEC §8 are told apart by fetch's own description.
    if (error.status === 'FETCH_ERROR') return { kind: 'no-answer', text: transportFailure(String(error.error ?? '')) };
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
