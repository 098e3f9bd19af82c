import { and, eq, inArray } from 'drizzle-orm';
import type { ContentSlug } from '../../src/shared/validation/contentFields';
import type { Db } from '../db/connect';
import { contentDocuments } from '../db/schema';
import { overlay } from './localize';
import type { LangCode } from '../../src/shared/language';

export type { ContentSlug };

/**
 * A document's body in `lang` from its two bodies as stored (the public rows, or a draft):
 * English laid over Indonesian field by field, so a missing translation falls back.
 */
export const documentBodyIn = (bodies: { id: unknown; en?: unknown }, lang: LangCode): unknown =>
  lang === 'en' ? overlay(bodies.id, bodies.en) : bodies.id;

/** A page's content in the asked language (falling back to Indonesian per field), or null when absent. */
export async function readContent<T>(
  db: Db,
  slug: ContentSlug,
  lang: LangCode,
): Promise<{ body: T; updatedAt: Date } | null> {
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.slug, slug), inArray(contentDocuments.lang, ['id', lang])));
  const base = rows.find((row) => row.lang === 'id');
  if (!base) return null;
  const body = documentBodyIn({ id: base.body, en: rows.find((row) => row.lang === 'en')?.body }, lang);
  const updatedAt = new Date(Math.max(...rows.map((row) => row.updatedAt.getTime())));
  return { body: body as T, updatedAt };
}

type Body = Record<string, unknown>;
export type EditableDocument = { version: number; id: Body; en: Body };

const asBody = (value: unknown): Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};

/** Both bodies as stored (English only what differs) and the version, or null when the document is absent. */
export async function readEditableDocument(
  db: Pick<Db, 'select'>,
  slug: ContentSlug,
): Promise<EditableDocument | null> {
  const rows = await db.select().from(contentDocuments).where(eq(contentDocuments.slug, slug));
  const id = rows.find((row) => row.lang === 'id');
  if (!id) return null;
  const en = rows.find((row) => row.lang === 'en');
  return { version: id.version, id: asBody(id.body), en: asBody(en?.body) };
}
