// The page documents in the console: read both languages as stored, save both at once.
// A save names the version it edited (a stale one is refused, nothing changes) and drops
// the page's cached public answers, which the server-rendered page reads too.
import type { FastifyPluginAsync } from 'fastify';
import { SAVED, STALE_SAVE } from '../../../src/shared/messages/staff';
import { contentSaveSchema, type ContentSave } from '../../../src/shared/validation/content';
import { isContentSlug, type ContentSlug } from '../../../src/shared/validation/contentFields';
import { conflict, notFound } from '../../services/failures';
import { validateBody } from '../../http/validate';
import { answerCacheFor, type AnswerGroup } from '../../services/answerCache';
import { readEditableDocument, saveDocument } from '../../services/contentEditing';
import type { AdminDeps } from './deps';
import { CONTENT_NOT_FOUND } from '../../../src/shared/messages/content';

/** The cached public answers each document feeds. */
const ANSWERS_OF: { readonly [slug in ContentSlug]: readonly AnswerGroup[] } = {
  home: ['home'],
  about: ['about'],
  contact: ['contact'],
  career: ['career'],
  'our-brand': ['our-brand'],
  'navbar-footer': ['navbar-footer'],
  investor: ['investor'],
};

function slugOf(params: unknown): ContentSlug {
  const { slug } = params as { slug: string };
  if (!isContentSlug(slug)) throw notFound(CONTENT_NOT_FOUND);
  return slug;
}

export const contentEditingRoutes: FastifyPluginAsync<AdminDeps> = async (app, { db }) => {
  const editor = { config: { staffRole: 'editor' as const } };
  const cache = answerCacheFor(db);

  app.get('/content/:slug', editor, async (request) => {
    const slug = slugOf(request.params);
    const document = await readEditableDocument(db, slug);
    if (!document) throw notFound(CONTENT_NOT_FOUND);
    return { success: true, slug, ...document };
  });

  app.put('/content/:slug', editor, async (request) => {
    const slug = slugOf(request.params);
    const save = (await validateBody(contentSaveSchema(slug), request.body)) as ContentSave;
    const result = await saveDocument(db, slug, save, request.staff);
    if (result.outcome === 'missing') throw notFound(CONTENT_NOT_FOUND);
    if (result.outcome === 'stale') throw conflict(STALE_SAVE);
    for (const group of ANSWERS_OF[slug]) cache.invalidate(group);
    return { success: true, message: SAVED, version: result.version };
  });
};
