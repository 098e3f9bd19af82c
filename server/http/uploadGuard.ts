// Uploaded files are served (http/uploadServing.ts, from the file store) only when they are
// what the server itself stored: re-encoded WebP profile pictures under random names
// (services/uploads.ts) at /uploads/avatars, and the console's uploads
// (services/mediaUploads.ts) at /media/uploads. Any other path below /uploads (another
// extension, another folder, dot segments, encoded slashes) is answered 404 before the store
// is asked, and the files that are served carry nosniff and a policy that lets them load or
// run nothing. (Other sites may show them: http/publicFiles.ts answers them cross-origin.)
import type { FastifyInstance } from 'fastify';
import { SERVED_MEDIA_NAME } from '../services/mediaUploads';
import { NOT_FOUND } from './errors';
import { notFound } from '../services/failures';
import { UPLOAD_CSP } from './securityHeaders';

export const SERVED_UPLOAD = /^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/;
const UNDER_UPLOADS = /^\/uploads(?:[/\\?#]|%2f|%5c|$)/i;
const UNDER_MEDIA_UPLOADS = /^\/media\/uploads(?:[/\\?#]|%2f|%5c|$)/i;
const MEDIA_UPLOADS = '/media/uploads/';

const served = (path: string) =>
  UNDER_UPLOADS.test(path)
    ? SERVED_UPLOAD.test(path)
    : path.startsWith(MEDIA_UPLOADS) && SERVED_MEDIA_NAME.test(path.slice(MEDIA_UPLOADS.length));

export function installUploadGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    if (!UNDER_UPLOADS.test(path) && !UNDER_MEDIA_UPLOADS.test(path)) return;
    const readable = request.method === 'GET' || request.method === 'HEAD';
    if (!readable || !served(path)) throw notFound(NOT_FOUND);
    reply.header('Content-Security-Policy', UPLOAD_CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
  });
}
