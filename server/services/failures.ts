// What a business rule says when it refuses: a kind and a message written for the visitor.
// The rules know nothing of HTTP; server/http/errors.ts alone turns a kind into a status and
// the SPEC §7 answer {success: false, message}.

export type FailureKind =
  /** The input breaks a rule (a slot that is not a legal one, a field out of range). */
  | 'invalid'
  /** Nobody is signed in, or the session has ended. */
  | 'unauthenticated'
  /** A payment was asked about that has not been completed. */
  | 'not-paid'
  /** Signed in, but this is not theirs (or not their role's) to do. */
  | 'forbidden'
  | 'not-found'
  /** The state has moved on: the slot is taken, the e-mail is in use, it is cancelled already. */
  | 'conflict'
  | 'too-large'
  | 'unsupported-media'
  /** A provider the server called (a payment service) failed or answered nonsense. */
  | 'upstream-failed'
  /** Not offered by this deployment right now (a provider without keys, a busy process). */
  | 'unavailable'
  /** Too many attempts from this client or at this account for now. */
  | 'throttled';

export class Failure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** When trying again makes sense (an 'unavailable' that passes): the answer says so. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'Failure';
  }
}

export const invalid = (message: string) => new Failure('invalid', message);
export const unauthenticated = (message: string) => new Failure('unauthenticated', message);
export const notPaid = (message: string) => new Failure('not-paid', message);
export const forbidden = (message: string) => new Failure('forbidden', message);
export const notFound = (message: string) => new Failure('not-found', message);
export const conflict = (message: string) => new Failure('conflict', message);
export const tooLarge = (message: string) => new Failure('too-large', message);
export const unsupportedMedia = (message: string) => new Failure('unsupported-media', message);
export const upstreamFailed = (message: string) => new Failure('upstream-failed', message);
export const unavailable = (message: string) => new Failure('unavailable', message);
export const throttled = (message: string, retryAfterSeconds?: number) =>
  new Failure('throttled', message, retryAfterSeconds);

export const isFailure = (error: unknown, kind?: FailureKind): error is Failure =>
  error instanceof Failure && (kind === undefined || error.kind === kind);
