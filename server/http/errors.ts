// Every /api failure is answered as JSON {success: false, message} with a fitting status.
// Only messages written for the visitor ever reach a response: a business rule's Failure
// (server/services/failures.ts, whose kind this file alone maps to a status), an HttpError
// of the request plumbing, and a fixed list of texts for the framework's own client errors.
// Anything else that is thrown (a database error, a bug, a provider's SDK error) becomes a
// generic 500 whose details go to the log only, through the scrubbing serializer of ./logging.ts.
//
// API_ERROR_STATUS=200 (config.apiErrorStatus) sends those answers with HTTP 200 instead, for
// the calls a client of the group's original backend makes (isOriginalClientCall): that backend
// answered every failure so, and its clients read `success` and `message` from the body and
// treat any other status as an exception. Decided here alone, in sendFailure, which every
// refusal goes through: a rule's, the plumbing's (rate limits included: their Retry-After is
// set before the answer), the framework's and the API's not-found.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorStatus } from '../config/defaults';
import { sqlStateOf } from '../db/errors';
import { Failure, type FailureKind } from '../services/failures';

/** An error of the request plumbing (a range, a rate limit) whose message is meant for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries (Content-Range on a 416, say). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** The status each kind of refusal is answered with. */
export const STATUS_OF_FAILURE: Readonly<Record<FailureKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  'not-paid': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-media': 415,
  'upstream-failed': 502,
  unavailable: 503,
  throttled: 429,
};

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const INVALID_REQUEST = 'Invalid request';
export const INVALID_REQUEST_DATA = 'Invalid request data';
export const NOT_FOUND = 'Not found';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** Messages for Fastify's own client errors, which are too technical to show. */
export const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: 'Unsupported content type',
  FST_ERR_BAD_URL: INVALID_REQUEST,
  FST_ERR_MAX_PARAM_LENGTH: INVALID_REQUEST,
  FST_ERR_ASYNC_CONSTRAINT: INVALID_REQUEST,
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'Unsupported content encoding',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FILES_LIMIT: 'Too many files',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Request is not multipart',
  FST_PROTO_VIOLATION: 'Request body is not valid JSON',
  FST_NO_FORM_DATA: 'Request is not multipart',
};

/** Every message this layer can answer with, for the web app's dictionary check. */
export const ERROR_LAYER_MESSAGES = [
  ...new Set([
    GENERIC_FAILURE,
    INVALID_REQUEST,
    INVALID_REQUEST_DATA,
    NOT_FOUND,
    TOO_MANY_REQUESTS,
    ...Object.values(FRAMEWORK_MESSAGES),
  ]),
];

type Answer = { status: number; message: string };

export function describeError(error: unknown): Answer {
  if (error instanceof Failure) return { status: STATUS_OF_FAILURE[error.kind], message: error.message };
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (!error || typeof error !== 'object') return { status: 500, message: GENERIC_FAILURE };
  const failure = error as Partial<FastifyError> & { name?: string };

  // SQLSTATE class 22 is "data exception": a value the database cannot take (a NUL
  // character in text, a malformed uuid, a number out of range). That is bad input the
  // schemas missed, not a server fault, and the failed statement changed nothing.
  const sqlState = sqlStateOf(error);
  if (sqlState?.startsWith('22')) return { status: 400, message: INVALID_REQUEST_DATA };
  // A yup schema used without validateBody.
  if (failure.name === 'ValidationError') return { status: 400, message: INVALID_REQUEST_DATA };

  // A client error status is believed only from the framework and its plugins (codes
  // FST_*, schema validation, JSON syntax, http-errors marked safe to expose). A status
  // on anything else (a payment SDK's error, say) describes the server's own call to
  // someone else, not the visitor's request.
  const status = typeof failure.statusCode === 'number' ? failure.statusCode : 500;
  const code = typeof failure.code === 'string' ? failure.code : '';
  const fromFramework =
    code.startsWith('FST_') ||
    Boolean(failure.validation) ||
    error instanceof SyntaxError ||
    (error as { expose?: unknown }).expose === true ||
    status === 429;
  if (!fromFramework || !Number.isInteger(status) || status < 400 || status >= 500) {
    return { status: 500, message: GENERIC_FAILURE };
  }
  if (failure.validation) return { status: 400, message: INVALID_REQUEST_DATA };
  if (FRAMEWORK_MESSAGES[code]) return { status, message: FRAMEWORK_MESSAGES[code] };
  if (status === 429) return { status, message: TOO_MANY_REQUESTS };
  if (status === 404) return { status, message: NOT_FOUND };
  // Other 4xx framework errors (malformed JSON and the like) get a neutral text.
  if (error instanceof SyntaxError) return { status: 400, message: 'Request body is not valid JSON' };
  return { status, message: INVALID_REQUEST };
}

/**
 * The calls SPEC §7 lists, which clients of the group's original backend make: the public
 * reads, contact and newsletter, the doctor list, and everything of the signed-in patient
 * under /api/user/ (this site's own additions there, such as rescheduling and password
 * change, included: one rule for the whole family). Not the console (/api/admin/*), the
 * doctor panel (/api/doctor/* but the list), the payment settings, the test provider's pages
 * or the Stripe webhook, whose callers act on real statuses.
 */
const ORIGINAL_CLIENT_PATHS: ReadonlySet<string> = new Set([
  '/api/theme',
  '/api/home-content',
  '/api/about-content',
  '/api/contact-content',
  '/api/career-content',
  '/api/our-brand-content',
  '/api/navbar-footer-content',
  '/api/restaurants',
  '/api/translations',
  '/api/investor-relation',
  '/api/doctor/list',
  '/api/contact/send-message',
  '/api/subscribers/subscribe',
]);
const ORIGINAL_CLIENT_PREFIX = '/api/user/';

/** Whether a request's URL is one of the calls a client of the original backend makes. */
export function isOriginalClientCall(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  return path.startsWith(ORIGINAL_CLIENT_PREFIX) || ORIGINAL_CLIENT_PATHS.has(path);
}

/** The status a refusal goes out with: its own, or 200 for an original client's call when API_ERROR_STATUS=200. */
export function failureStatus(mode: ApiErrorStatus, url: string, status: number): number {
  return mode === '200' && status >= 400 && isOriginalClientCall(url) ? 200 : status;
}

/** Sends a refusal as `{success: false, message}` with the status the mode gives it; the one place that does. */
export function sendFailure(
  mode: ApiErrorStatus,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
) {
  return reply
    .code(failureStatus(mode, request.url, status))
    .type('application/json; charset=utf-8')
    .send({ success: false, message });
}

export function installErrorHandling(app: FastifyInstance, mode: ApiErrorStatus = 'http') {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The client went away mid-request (a closed tab, a cancelled upload): nobody to
    // answer and nothing wrong with the server.
    if (request.raw.readableAborted || request.raw.socket?.destroyed) {
      request.log.info(
        { code: (error as { code?: unknown } | null)?.code },
        'the client closed the connection before the request was complete',
      );
      // 499, as nginx logs it: "client closed request"; the answer goes nowhere.
      return reply.code(499).send();
    }
    const { status, message } = describeError(error);
    // A refusal the server chose (busy, a provider that is off) is no fault: one line, no stack.
    if (error instanceof Failure && error.kind === 'unavailable')
      request.log.warn({ status, kind: error.kind }, message);
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: (error as { code?: unknown } | null)?.code }, message);
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    if (error instanceof Failure && error.retryAfterSeconds !== undefined)
      reply.header('Retry-After', String(error.retryAfterSeconds));
    return sendFailure(mode, request, reply, status, message);
  });
}

/**
 * Fastify's `frameworkErrors` option: failures found while routing (a malformed URL, an
 * over-long path parameter), before any hook has run, answered the same way.
 */
export function frameworkErrorAnswer(mode: ApiErrorStatus = 'http') {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, message } = describeError(error);
    request.log.info({ status, code: error.code }, message);
    reply
      .header('X-Request-Id', request.id)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    return sendFailure(mode, request, reply, status, message);
  };
}
