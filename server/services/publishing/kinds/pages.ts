// The seven page documents as published records: the snapshot is the pair of the two
// language bodies as stored (English only what differs), so publishing one language writes
// that language's row alone.
import { and, eq, sql } from 'drizzle-orm';
import { contentDocuments } from '../../../db/schema';
import { CONTENT_SLUGS, isContentSlug, type ContentSlug } from '../../../../src/shared/validation/contentFields';
import { sameJson } from '../../../../src/shared/sameJson';
import { answerCacheFor, type AnswerGroup } from '../../answerCache';
import { readEditableDocument } from '../../content';
import { KIND_TRAITS } from '../../../../src/shared/publishing/kindTraits';
import type { KindAdapter, Snapshot, Tx } from '../kind';

/** The cached public answers each document feeds. */
export const ANSWERS_OF_PAGE: { readonly [slug in ContentSlug]: readonly AnswerGroup[] } = {
  home: ['home'],
  about: ['about'],
  contact: ['contact'],
  career: ['career'],
  'our-brand': ['our-brand'],
  'navbar-footer': ['navbar-footer'],
  investor: ['investor'],
};

type Body = Record<string, unknown>;

const bodyOf = (value: unknown): Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};

async function writeRow(tx: Tx, slug: ContentSlug, lang: 'id' | 'en', body: Body, now: Date) {
  await tx
    .insert(contentDocuments)
    .values({ slug, lang, body, updatedAt: now })
    .onConflictDoUpdate({
      target: [contentDocuments.slug, contentDocuments.lang],
      set: { body: sql`excluded.body`, updatedAt: now },
    });
}

export const pageKind: KindAdapter = {
  kind: 'page',
  ...KIND_TRAITS.page,
  isKey: isContentSlug,
  async read(tx, key, forUpdate) {
    if (!isContentSlug(key)) return undefined;
    if (forUpdate)
      await tx
        .select({ slug: contentDocuments.slug })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.slug, key), eq(contentDocuments.lang, 'id')))
        .for('update');
    const document = await readEditableDocument(tx, key);
    if (!document) return undefined;
    return { snapshot: { id: document.id, en: document.en }, version: document.version };
  },
  keys: async () => [...CONTENT_SLUGS],
  async write(tx, key, snapshot: Snapshot, now) {
    const slug = key as ContentSlug;
    const published = await readEditableDocument(tx, slug);
    // Only a language whose body changed is written, so the other keeps its Last-Modified.
    for (const lang of ['id', 'en'] as const) {
      const body = bodyOf(snapshot[lang]);
      if (!published || !sameJson(published[lang], body)) await writeRow(tx, slug, lang, body, now);
    }
  },
  invalidate(db, key) {
    const cache = answerCacheFor(db);
    for (const group of ANSWERS_OF_PAGE[key as ContentSlug] ?? []) cache.invalidate(group);
  },
  title: (_snapshot, key) => key,
};
