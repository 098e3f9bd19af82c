// Scheduled releases in the console: list them by status, schedule, edit and cancel one.
// The rules (who may, which records, when) are in services/publishing/releases.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { RELEASE_CANCELLED, RELEASE_NOT_FOUND, RELEASE_SAVED } from '../../../src/shared/messages/publishing';
import {
  releaseEditSchema,
  releaseSchema,
  versionSchema,
  type ReleaseInput,
} from '../../../src/shared/validation/publishing';
import { validateBody } from '../../http/validate';
import { notFound } from '../../services/failures';
import {
  cancelRelease,
  editRelease,
  isReleaseStatus,
  listReleases,
  readRelease,
  scheduleRelease,
  type ReleaseContext,
} from '../../services/publishing/releases';
import { isUuid } from '../../../src/shared/ids';
import type { AdminDeps } from './deps';

function releaseId(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw notFound(RELEASE_NOT_FOUND);
  return id;
}

export const releaseRoutes: FastifyPluginAsync<AdminDeps> = async (app, { db, now, config }) => {
  const editor = { config: { staffRole: 'editor' as const } };
  const timeZone = config.clinicTimeZone;
  const contextOf = (request: FastifyRequest): ReleaseContext => ({
    actor: request.staff,
    role: request.staff.role,
    now: now(),
    timeZone,
  });

  app.get('/releases', editor, async (request) => {
    const { status } = request.query as { status?: string };
    const releases = await listReleases(db, isReleaseStatus(status) ? status : 'scheduled', timeZone);
    return { success: true, timeZone, releases };
  });

  app.post('/releases', editor, async (request) => {
    const input = (await validateBody(releaseSchema, request.body)) as ReleaseInput;
    const id = await scheduleRelease(db, input, contextOf(request));
    return { success: true, message: RELEASE_SAVED, release: await readRelease(db, id, timeZone) };
  });

  app.put('/releases/:id', editor, async (request) => {
    const id = releaseId(request);
    const input = (await validateBody(releaseEditSchema, request.body)) as ReleaseInput & { version: number };
    await editRelease(db, id, input, contextOf(request));
    return { success: true, message: RELEASE_SAVED, release: await readRelease(db, id, timeZone) };
  });

  app.post('/releases/:id/cancel', editor, async (request) => {
    const id = releaseId(request);
    const { version } = await validateBody(versionSchema, request.body);
    await cancelRelease(db, id, version, contextOf(request));
    return { success: true, message: RELEASE_CANCELLED };
  });
};
