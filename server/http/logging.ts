// Structured request logs (pino, one JSON line per event, each carrying the request id)
// that never hold a secret. Fastify logs no headers or bodies by default; what could
// still carry one is scrubbed here:
// - URLs: the values of query parameters with sensitive names;
// - errors: only type, scrubbed message, code, status and stack frames are kept. Driver
//   and SDK errors carry far more as enumerable fields (Drizzle's query parameters,
//   PostgreSQL's `detail` with the row's values, an HTTP client's request config with the
//   API key and Authorization header), and pino would print every one of them;
// - any text: bearer/JWT tokens, provider keys, password hashes and card-like numbers.
// redactLogObject catches the same fields if someone logs a header or body object by hand.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id from upstream (a proxy, the caller) is kept only if it is a short, plain token. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}

/** Fastify's genReqId: the caller's X-Request-Id when it is safe, otherwise a fresh UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const incoming = Array.isArray(header) ? header[0] : header;
  return isSafeRequestId(incoming) ? incoming : randomUUID();
}

const REDACTED = '[REDACTED]';

/** Query parameters and fields whose values are never logged. */
const SENSITIVE_NAME = /pass|secret|token|key|sig|auth|session|card|cvc|cvv|otp|code|cookie|credential/i;

const SECRET_PATTERNS: RegExp[] = [
  // Authorization schemes followed by their credential.
  /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi,
  // JSON Web Tokens (header.payload.signature, base64url).
  /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g,
  // Stripe and Razorpay keys and secrets, webhook secrets.
  /\b(sk|rk|pk)_(live|test)_[A-Za-z0-9]{4,}/g,
  /\bwhsec_[A-Za-z0-9]{4,}/g,
  /\brzp_(live|test)_[A-Za-z0-9]{4,}/g,
  // Midtrans server and client keys, sandbox (SB-) or production.
  /\b(SB-)?Mid-(server|client)-[A-Za-z0-9_-]{4,}/g,
  // Password hashes.
  /\$argon2(id|i|d)\$[^\s"',)]+/g,
  // Card-like digit runs (13 to 19 digits, optionally grouped by spaces or dashes).
  /\b\d(?:[ -]?\d){12,18}\b/g,
];

export function scrubText(text: string): string {
  let result = text;
  for (const pattern of SECRET_PATTERNS) result = result.replace(pattern, REDACTED);
  // Drizzle appends the statement's parameters (the row's values) to its message.
  return result.replace(/\bparams: [^\n]*/g, `params: ${REDACTED}`);
}

/** The URL with the values of sensitive query parameters replaced. */
export function scrubUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return scrubText(url);
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // Keep it as sent.
      }
      return SENSITIVE_NAME.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return scrubText(`${url.slice(0, at)}?${query}`);
}

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack?: string;
  cause?: LoggedError;
};

/** What of an error reaches the log: never its other fields (request configs, row values). */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: scrubText(String(error)) };
  const value = error as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    statusCode?: unknown;
    stack?: unknown;
    cause?: unknown;
  };
  const type = typeof value.name === 'string' ? value.name : (error.constructor?.name ?? 'Error');
  const logged: LoggedError = { type, message: scrubText(typeof value.message === 'string' ? value.message : '') };
  if (typeof value.code === 'string' || typeof value.code === 'number') logged.code = scrubText(String(value.code));
  if (typeof value.statusCode === 'number') logged.statusCode = value.statusCode;
  if (typeof value.stack === 'string') {
    // Only the frames: the stack's first lines repeat the (unscrubbed) message.
    const frames = value.stack.split('\n').filter((line) => /^\s+at /.test(line));
    logged.stack = scrubText([`${type}: ${logged.message}`, ...frames].join('\n'));
  }
  if (value.cause !== undefined && depth < 3) logged.cause = serializeError(value.cause, depth + 1);
  return logged;
}

/** A URL is logged up to this many characters, with its full length: a 15 KB address must not write 15 KB a line. */
export const LOGGED_URL_MAX = 2048;

function loggedUrl(url: string): { url: string; urlLength?: number } {
  const scrubbed = scrubUrl(url);
  return scrubbed.length > LOGGED_URL_MAX
    ? { url: `${scrubbed.slice(0, LOGGED_URL_MAX)}…`, urlLength: url.length }
    : { url: scrubbed };
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    ...loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

// What a line must never show, if someone logs a header or body object by hand: the
// fields' values are replaced. (A logged request, response or error goes through the
// serializers above, which keep only safe fields.)
const SECRET_HEADERS = ['authorization', 'token', 'cookie', 'set-cookie', 'stripe-signature', 'x-razorpay-signature'];
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'token',
  'authorization',
  'secret',
  'keySecret',
  'key_secret',
  'razorpay_signature',
  'cardNumber',
  'card',
];
const SERIALIZED = new Set(['req', 'res', 'err', 'error']);

/** `value` with the values of these own fields replaced: a copy when any is there, else itself. */
function censored(value: object, fields: readonly string[]): object {
  const present = fields.filter((field) => Object.hasOwn(value, field));
  if (present.length === 0) return value;
  const copy: Record<string, unknown> = { ...value };
  for (const field of present) copy[field] = REDACTED;
  return copy;
}

/**
 * A logged object as it may be written: a `body` whole, a `headers` object's credentials,
 * and any secret field one level down (`{ user: { password } }`) are replaced. The object
 * itself is never changed: a copy is made only when something is replaced. pino's own
 * `redact` did this for every line through a generic path matcher, which under load cost
 * a fifth of a page's time; this looks at a few keys.
 */
export function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  let result = object;
  for (const [key, value] of Object.entries(object)) {
    let next = value;
    if (key === 'body') next = REDACTED;
    else if (typeof value === 'object' && value !== null && !SERIALIZED.has(key)) {
      next = censored(value, SECRET_FIELDS);
      if (key === 'headers') next = censored(next as object, SECRET_HEADERS);
    }
    if (next === value) continue;
    if (result === object) result = { ...object };
    result[key] = next;
  }
  return result;
}

/** Fastify's `logger` option; `stream` is where the lines go (stdout unless given). */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    formatters: { log: redactLogObject },
    serializers: { req: serializeRequest as never, err: serializeError, error: serializeError },
    ...(stream ? { stream } : {}),
  };
}
