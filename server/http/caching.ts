// Conditional GET for content: a strong ETag over the body plus Last-Modified, so
// browsers and proxies revalidate cheaply and get 304 when nothing changed.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  lastModified?: Date,
) {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  reply.header('ETag', etag);
  reply.header('Cache-Control', 'public, max-age=0, must-revalidate');
  addVary(reply, 'Accept-Language');
  if (lastModified) reply.header('Last-Modified', lastModified.toUTCString());

  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const notModified = ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`)
    : Boolean(lastModified && ifModifiedSince && Math.floor(lastModified.getTime() / 1000) <= Date.parse(ifModifiedSince) / 1000);
  if (notModified) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
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
