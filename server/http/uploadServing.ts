// Serves uploaded files out of the file store (services/fileStore), whichever store it is,
// at the URLs the upload services hand out. http/uploadGuard.ts has already refused every
// path that is not a name the server makes, and set the headers that keep an upload from
// running anything; here come the file's type and length, the caching validators (304 on
// revalidation) and single byte ranges, so videos seek.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileNameOf, fileStoreFor, inFolder, type FileStore, type StoredFileInfo } from '../services/fileStore';
import { MEDIA_FOLDER, MEDIA_UPLOAD_URL } from '../services/mediaUploads';
import { AVATAR_FOLDER } from '../services/uploads';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { byteRangeOf } from './byteRange';
import { isNotModified } from './caching';
import { HttpError, NOT_FOUND } from './errors';
import { notFound } from '../services/failures';

export const RANGE_NOT_SATISFIABLE = 'The requested range lies outside the file.';

/** A document downloads under its readable name, as the investor page links it. */
const DOCUMENT = /^[0-9a-f]{32}-([a-z0-9-]+\.pdf)$/;

/** Where each folder of the store is served. Stored files never change: kept for long. */
const SERVED_FOLDERS = [
  { url: '/uploads/avatars/', folder: AVATAR_FOLDER, cacheControl: 'public, max-age=2592000, immutable' },
  { url: MEDIA_UPLOAD_URL, folder: MEDIA_FOLDER, cacheControl: 'public, max-age=31536000, immutable' },
];

/** A weak validator from the size and time stored, the form static file servers use. */
const etagOf = (file: StoredFileInfo) => `W/"${file.size.toString(16)}-${file.createdAt.getTime().toString(16)}"`;

async function serve(
  store: FileStore,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  cacheControl: string,
) {
  const file = await store.stat(name);
  if (!file) throw notFound(NOT_FOUND);
  const etag = etagOf(file);
  const lastModified = new Date(Math.floor(file.createdAt.getTime() / 1000) * 1000);
  const notModified = isNotModified(request, etag, lastModified);
  // If-Range: a range of the copy the client holds, or else the whole file.
  const ifRange = request.headers['if-range'];
  const rangeHeader =
    notModified || (ifRange && ifRange !== etag && ifRange !== lastModified.toUTCString())
      ? undefined
      : request.headers.range;
  const range = byteRangeOf(rangeHeader, file.size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, RANGE_NOT_SATISFIABLE, { 'Content-Range': `bytes */${file.size}` });
  }

  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('Last-Modified', lastModified.toUTCString())
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff');
  if (notModified) return reply.code(304).send();

  const document = DOCUMENT.exec(fileNameOf(name));
  if (document) reply.header('Content-Disposition', `attachment; filename="${document[1]}"`);
  reply.type(file.contentType);
  if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  reply.header('Content-Length', String(range ? range.end - range.start + 1 : file.size));
  if (request.method === 'HEAD') return reply.send();
  return reply.send(store.open(name, range));
}

export function serveUploads(app: FastifyInstance, config: Config, db: Db) {
  const store = fileStoreFor(config, db);
  for (const { url, folder, cacheControl } of SERVED_FOLDERS) {
    // HEAD is its own method here: Fastify's HEAD for a GET route would read the whole file.
    app.route({
      method: ['GET', 'HEAD'],
      url: `${url}*`,
      handler: async (request, reply) => {
        const file = request.url.split('?', 1)[0].slice(url.length);
        return serve(store, request, reply, inFolder(folder, file), cacheControl);
      },
    });
  }
}
