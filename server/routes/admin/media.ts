// Uploads for the console's media fields: a picture, a PDF document or a video, one file a
// request (multipart field "file"). Each answers { success, url } with the URL the page
// content then names; every upload is in the audit log.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  DOCUMENT_TOO_LARGE,
  IMAGE_TOO_LARGE,
  UPLOAD_NO_FILE,
  UPLOAD_NOT_MULTIPART,
  UPLOAD_ONE_FILE,
  UPLOAD_UNREADABLE,
  VIDEO_TOO_LARGE,
  type MediaKind,
} from '../../../src/shared/messages/media';
import { Failure, invalid, tooLarge, unsupportedMedia } from '../../services/failures';
import { clientGoneSignal } from '../../http/clientGone';
import { recordAudit } from '../../services/audit';
import { fileStoreFor, StreamTooLarge } from '../../services/fileStore';
import { removeUpload, storeDocument, storeImage, storeVideo, type StoredFile } from '../../services/mediaUploads';
import type { AdminDeps } from './deps';

const isTooLarge = (error: unknown) =>
  error instanceof StreamTooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The one file of the request, or the reason why there is none. */
async function theFile(request: FastifyRequest, fileSize: number, tooLargeMessage: string): Promise<MultipartFile> {
  if (!request.isMultipart()) throw unsupportedMedia(UPLOAD_NOT_MULTIPART);
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize, files: 1, fields: 0, parts: 1 } });
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge(tooLargeMessage);
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw invalid(UPLOAD_ONE_FILE);
    throw invalid(UPLOAD_UNREADABLE);
  }
  if (!file) throw invalid(UPLOAD_NO_FILE);
  if (file.fieldname !== 'file') {
    file.file.resume();
    throw invalid(UPLOAD_ONE_FILE);
  }
  return file;
}

async function readAll(file: MultipartFile, tooLargeMessage: string): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge(tooLargeMessage);
    throw invalid(UPLOAD_UNREADABLE);
  }
  if (bytes.length === 0) throw invalid(UPLOAD_NO_FILE);
  return bytes;
}

export const mediaRoutes: FastifyPluginAsync<AdminDeps> = async (app, { config, db, imageWork }) => {
  const limits = { image: config.uploadMaxBytes, document: config.documentMaxBytes, video: config.videoMaxBytes };
  await app.register(multipart, {
    limits: { fileSize: Math.max(...Object.values(limits)), files: 1, fields: 0, parts: 1 },
  });
  const editor = { config: { staffRole: 'editor' as const } };
  const store = fileStoreFor(config, db);

  /**
   * Records what was stored; a failed audit entry takes the files back out of the store, and so
   * does a client that has gone meanwhile (no answer will ever name them).
   */
  async function audited(
    request: FastifyRequest,
    kind: MediaKind,
    fileName: string,
    stored: StoredFile,
    gone: AbortSignal,
  ) {
    if (gone.aborted) {
      await removeUpload(stored.url, store);
      gone.throwIfAborted();
    }
    try {
      await recordAudit(db, request.staff, 'media.upload', stored.url, { kind, fileName, bytes: stored.bytes });
    } catch (error) {
      await removeUpload(stored.url, store);
      throw error;
    }
    return { success: true, url: stored.url };
  }

  app.post('/media/image', editor, async (request, reply) => {
    const gone = clientGoneSignal(request, reply);
    const file = await theFile(request, limits.image, IMAGE_TOO_LARGE);
    const bytes = await readAll(file, IMAGE_TOO_LARGE);
    // Waits its turn in the picture queue; dropped there if its client goes first.
    const stored = await storeImage(bytes, store, imageWork, gone);
    return reply.code(201).send(await audited(request, 'image', file.filename, stored, gone));
  });

  app.post('/media/document', editor, async (request, reply) => {
    const gone = clientGoneSignal(request, reply);
    const file = await theFile(request, limits.document, DOCUMENT_TOO_LARGE);
    const bytes = await readAll(file, DOCUMENT_TOO_LARGE);
    const stored = await storeDocument(bytes, file.filename, store);
    return reply.code(201).send(await audited(request, 'document', file.filename, stored, gone));
  });

  app.post('/media/video', editor, async (request, reply) => {
    const gone = clientGoneSignal(request, reply);
    const file = await theFile(request, limits.video, VIDEO_TOO_LARGE);
    let stored: StoredFile;
    try {
      stored = await storeVideo(file.file, limits.video, store);
    } catch (error) {
      if (isTooLarge(error)) throw tooLarge(VIDEO_TOO_LARGE);
      if (error instanceof Failure) throw error;
      throw invalid(UPLOAD_UNREADABLE);
    }
    return reply.code(201).send(await audited(request, 'video', file.filename, stored, gone));
  });
};
