// Conditional GET for content: a strong ETag over the body plus Last-Modified, so
// browsers and proxies revalidate cheaply and get 304 when nothing changed.
//
// An answer is prepared once (serialized, hashed) and may be sent many times from the
// answer cache (services/answerCache.ts); its brotli and gzip copies are then made on
// first use and kept with it, instead of compressing the same bytes on every request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedEncoding, PreparedAnswer } from '../services/answerCache';
import { ANSWER_KEY_HEADER, isLandingCall } from './landingCall';

/**
 * The size under which answers go uncompressed: the same threshold the app gives
 * @fastify/compress (server/app.ts), so cached and uncached answers look alike.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export function prepareAnswer(body: unknown, lastModified?: Date): PreparedAnswer {
  return prepareText(JSON.stringify(body), undefined, lastModified);
}

/** An answer of another type than JSON (the sitemap's XML), cached and revalidated alike. */
export function prepareText(body: string, type: string | undefined, lastModified?: Date): PreparedAnswer {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, type, etag, lastModified };
}

export function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: unknown, lastModified?: Date) {
  return sendAnswer(request, reply, prepareAnswer(body, lastModified));
}

export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  cacheControl = 'public, max-age=0, must-revalidate',
) {
  const { etag, lastModified } = answer;
  reply.header('ETag', etag);
  reply.header('Cache-Control', cacheControl);
  addVary(reply, 'Accept-Language');
  if (lastModified) reply.header('Last-Modified', lastModified.toUTCString());
  if (answer.key && isLandingCall(request)) reply.header(ANSWER_KEY_HEADER, answer.key);

  if (isNotModified(request, etag, lastModified)) return reply.code(304).send();

  reply.type(answer.type ?? 'application/json; charset=utf-8');
  const { encoded } = answer;
  const encoding =
    encoded && answer.body.length >= COMPRESS_THRESHOLD_BYTES
      ? cachedEncodingFor(request.headers['accept-encoding'])
      : undefined;
  if (!encoded || !encoding) return reply.send(answer.body);
  const bytes = (encoded[encoding] ??= compress(answer.body, encoding));
  // A Content-Encoding already set tells @fastify/compress to leave the body alone.
  reply.header('Content-Encoding', encoding);
  addVary(reply, 'Accept-Encoding');
  return reply.send(bytes);
}

/** Whether the client's copy is current: If-None-Match names the ETag, or, without it, If-Modified-Since is not older. */
export function isNotModified(request: FastifyRequest, etag: string, lastModified: Date | undefined): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim() === bare || tag.trim() === `W/${bare}`)
    : Boolean(
        lastModified &&
        ifModifiedSince &&
        Math.floor(lastModified.getTime() / 1000) <= Date.parse(ifModifiedSince) / 1000,
      );
}

/**
 * The kept encoding for a plain list such as `br, gzip, deflate` — what browsers send —
 * chosen as @fastify/compress would (brotli first, `*` and x-gzip read as gzip). Lists with
 * weights (`;q=`) or without br/gzip are left to @fastify/compress to negotiate.
 */
export function cachedEncodingFor(header: string | string[] | undefined): CachedEncoding | undefined {
  const tokens = plainEncodings(header);
  if (!tokens) return undefined;
  if (tokens.includes('br')) return 'br';
  if (tokens.includes('gzip') || tokens.includes('x-gzip') || tokens.includes('*')) return 'gzip';
  return undefined;
}

/**
 * The answer with both compressed copies made now (a kept page: its size is known when kept).
 * A page is made again after every change to what it shows (a booking changes the doctors'
 * pages), so it takes brotli's quality 5: measured on a 145 KB page, 3 ms against 23 ms for
 * quality 9, for 2 % more bytes.
 */
export function withCompressedCopies(answer: PreparedAnswer): PreparedAnswer {
  return { ...answer, encoded: { br: compress(answer.body, 'br', 5), gzip: compress(answer.body, 'gzip') } };
}

/**
 * A page made for one request, and, when it was made from kept compressed parts
 * (http/splicedGzip.ts), its gzip.
 */
export type MadeNow = { body: string; gzip?: () => Buffer };

/** The encodings of a plain Accept-Encoding list (no weights), lower case; undefined for any other. */
function plainEncodings(header: string | string[] | undefined): string[] | undefined {
  if (typeof header !== 'string' || header.includes(';')) return undefined;
  return header
    .toLowerCase()
    .split(',')
    .map((token) => token.trim());
}

/**
 * A page made for this one request (one that is not kept, or a stand-in with the visitor's
 * own address in its language switch), compressed now as the browser takes it: in gzip from
 * its kept compressed parts when it has them, otherwise in one pass in the thread pool, at
 * brotli's quality 4 (the quality @fastify/compress uses). @fastify/compress would stream it
 * through a compressor set up for the response: about 3 ms for an 18 KB not-found page,
 * against 0.4 ms for the one pass and a few microseconds for the spliced gzip. The pass is
 * not made on this thread: a 100 KB rendered page takes 2 ms, which the answers from memory
 * served meanwhile would wait for.
 */
export async function sendMadeNow(request: FastifyRequest, reply: FastifyReply, page: string | MadeNow, type: string) {
  reply.type(type);
  const { body, gzip } = typeof page === 'string' ? { body: page, gzip: undefined } : page;
  if (body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(body);
  const header = request.headers['accept-encoding'];
  const takesGzip = plainEncodings(header)?.some((token) => token === 'gzip' || token === 'x-gzip' || token === '*');
  const encoding = gzip && takesGzip ? 'gzip' : cachedEncodingFor(header);
  if (!encoding) return reply.send(body);
  reply.header('Content-Encoding', encoding);
  addVary(reply, 'Accept-Encoding');
  return reply.send(encoding === 'gzip' && gzip ? gzip() : await compressInPool(body, encoding));
}

const brotliInPool = promisify(zlib.brotliCompress);
const gzipInPool = promisify(zlib.gzip);

/** `compress` at brotli's quality 4 (gzip's level 6), in the thread pool. */
function compressInPool(text: string, encoding: CachedEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliInPool(text, { params: brotliParams(text, 4) }) : gzipInPool(text, { level: 6 });
}

function brotliParams(text: string, quality: number) {
  return {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
  };
}

// Made once per answer, so a higher level than per-request compression can afford.
function compress(text: string, encoding: CachedEncoding, brotliQuality = 9): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(text, { params: brotliParams(text, brotliQuality) });
  return zlib.gzipSync(text, { level: brotliQuality < 9 ? 6 : 9 });
}

/** Adds a field to Vary, keeping those set before (CORS adds Origin). */
export function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const fields = String(current ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((item) => item.toLowerCase() === field.toLowerCase())) return;
  reply.header('Vary', [...fields, field].join(', '));
}
