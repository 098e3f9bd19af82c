// The console's side of the page documents: both language bodies as stored, and a save
// that writes both rows and bumps the version in one transaction, refusing a stale one.
import { and, eq, sql } from 'drizzle-orm';
import type { ContentSlug } from '../../src/shared/validation/contentFields';
import { CONTENT_FIELDS } from '../../src/shared/validation/contentFields';
import { changedFields, englishOverlay, type ContentSave } from '../../src/shared/validation/content';
import type { Db } from '../db/connect';
import { contentDocuments } from '../db/schema';
import { recordAudit, type Actor } from './audit';

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

export type SaveOutcome =
  { outcome: 'saved'; version: number; changed: string[] } | { outcome: 'stale' } | { outcome: 'missing' };

/**
 * Writes a validated save. The Indonesian row is updated only when it still holds the
 * version the editor started from (its row lock orders concurrent saves); the English
 * row follows with the same version, and the audit entry commits with both.
 */
export async function saveDocument(db: Db, slug: ContentSlug, save: ContentSave, actor: Actor): Promise<SaveOutcome> {
  const en = englishOverlay(CONTENT_FIELDS[slug], save.id, save.en);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.slug, slug), eq(contentDocuments.lang, 'id')))
      .for('update');
    if (!current) return { outcome: 'missing' as const };
    if (current.version !== save.version) return { outcome: 'stale' as const };
    const before = await readEditableDocument(tx, slug);
    const version = save.version + 1;
    const now = new Date();
    await tx
      .update(contentDocuments)
      .set({ body: save.id, version, updatedAt: now })
      .where(and(eq(contentDocuments.slug, slug), eq(contentDocuments.lang, 'id')));
    await tx
      .insert(contentDocuments)
      .values({ slug, lang: 'en', body: en, version, updatedAt: now })
      .onConflictDoUpdate({
        target: [contentDocuments.slug, contentDocuments.lang],
        set: { body: sql`excluded.body`, version, updatedAt: now },
      });
    const changed = changedFields(slug, before ?? { id: {}, en: {} }, { id: save.id, en });
    await recordAudit(tx, actor, 'content.save', slug, { fields: changed, version });
    return { outcome: 'saved' as const, version, changed };
  });
}
