// The page documents in the console: read the working copy of both languages (the draft
// where there is one), save an edit as the draft. A save names the version it edited (a
// stale one is refused, nothing changes); the public pages change only when it is published
// (routes/admin/publishing.ts).
import type { FastifyPluginAsync } from 'fastify';
import { STALE_SAVE } from '../../../src/shared/messages/staff';
import { DRAFT_SAVED } from '../../../src/shared/messages/publishing';
import { contentSaveSchema, type ContentSave } from '../../../src/shared/validation/content';
import { isContentSlug, type ContentSlug } from '../../../src/shared/validation/contentFields';
import { conflict, notFound } from '../../services/failures';
import { validateBody } from '../../http/validate';
import { savePageDraft } from '../../services/contentEditing';
import { describeRecord } from '../../services/publishing/describe';
import { pageKind } from '../../services/publishing/kinds/pages';
import type { AdminDeps } from './deps';
import { CONTENT_NOT_FOUND } from '../../../src/shared/messages/content';

function slugOf(params: unknown): ContentSlug {
  const { slug } = params as { slug: string };
  if (!isContentSlug(slug)) throw notFound(CONTENT_NOT_FOUND);
  return slug;
}

const bodyOf = (value: unknown) => (value ?? {}) as Record<string, unknown>;

export const contentEditingRoutes: FastifyPluginAsync<AdminDeps> = async (app, { db, now }) => {
  const editor = { config: { staffRole: 'editor' as const } };

  app.get('/content/:slug', editor, async (request) => {
    const slug = slugOf(request.params);
    const described = await describeRecord(db, pageKind, slug);
    if (!described?.working) throw notFound(CONTENT_NOT_FOUND);
    const { working, version, publishing } = described;
    return { success: true, slug, version, id: bodyOf(working.id), en: bodyOf(working.en), publishing };
  });

  app.put('/content/:slug', editor, async (request) => {
    const slug = slugOf(request.params);
    const save = (await validateBody(contentSaveSchema(slug), request.body)) as ContentSave;
    const result = await savePageDraft(db, slug, save, request.staff, now());
    if (result.outcome === 'missing') throw notFound(CONTENT_NOT_FOUND);
    if (result.outcome !== 'saved') throw conflict(STALE_SAVE);
    return { success: true, message: DRAFT_SAVED, version: result.version };
  });
};
