// Every /api failure is answered as JSON {success: false, message} with a fitting status.
import type { FastifyError, FastifyInstance } from 'fastify';

/** An error whose message is safe and meant for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** Messages for Fastify's own client errors, which are too technical to show. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FILES_LIMIT: 'Too many files',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Request is not multipart',
};

function describe(error: FastifyError): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status: 500, message: GENERIC_FAILURE };
  if (error.validation) return { status: 400, message: 'Invalid request data' };
  if (error.code && FRAMEWORK_MESSAGES[error.code]) {
    return { status, message: FRAMEWORK_MESSAGES[error.code] };
  }
  if (status === 429) return { status, message: error.message };
  // Other 4xx framework errors (malformed JSON and the like) get a neutral text.
  if (error instanceof SyntaxError) return { status: 400, message: 'Request body is not valid JSON' };
  return { status, message: 'Invalid request' };
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: error.code }, message);
    return reply.status(status).type('application/json').send({ success: false, message });
  });
}
