// The site texts as published records: one dictionary key each, its snapshot the pair of the
// texts the site shows, `{ text: { id, en } }` (the override's where the `translations` table
// has a row, else the bundled one). A bundled key always exists, overridden or not; a key only
// the table holds (no bundled text) exists while its row does.
import { eq } from 'drizzle-orm';
import { translations } from '../../../db/schema';
import { allStrings } from '../../../../src/shared/dictionary';
import type { Entry } from '../../../../src/shared/dictionary/types';
import { TRANSLATION_LIMITS } from '../../../../src/shared/validation/translation';
import { answerCacheFor } from '../../answerCache';
import { KIND_TRAITS } from '../../../../src/shared/publishing/kindTraits';
import type { KindAdapter, PublicRecord, Snapshot, Tx } from '../kind';
import { lockRecord } from '../recordLock';

export type TextPair = { id: string; en: string };
export type TextSnapshot = { text: TextPair };
type Row = typeof translations.$inferSelect;

/** The bundled texts of a key, if the bundle has it (an own key: never `constructor` or the like). */
export const bundledEntry = (key: string): Entry | undefined =>
  Object.hasOwn(allStrings, key) ? allStrings[key] : undefined;

/**
 * The texts the site shows for a key, given what an override (or a save) holds: an empty text
 * shows the bundled one, as the web app merges them (features/language/translate.ts).
 */
export function shownTexts(key: string, texts: { indonesian?: string; english?: string } | undefined): TextPair {
  const bundled = bundledEntry(key);
  return { id: texts?.indonesian || bundled?.id || '', en: texts?.english || bundled?.en || '' };
}

export const textsOf = (snapshot: Snapshot | null): TextPair => {
  const text = (snapshot as Partial<TextSnapshot> | null)?.text;
  return { id: typeof text?.id === 'string' ? text.id : '', en: typeof text?.en === 'string' ? text.en : '' };
};

/**
 * A key as the public table holds it. A key without a row is at version 0: the version the
 * console names by sending none (src/shared/validation/translation.ts).
 */
export function publicText(key: string, row: Row | undefined): PublicRecord | undefined {
  if (!row && !bundledEntry(key)) return undefined;
  return { snapshot: { text: shownTexts(key, row) } satisfies TextSnapshot, version: row?.version ?? 0 };
}

export const textKind: KindAdapter = {
  kind: 'text',
  ...KIND_TRAITS.text,
  isKey: (key) => key.length > 0 && key.length <= TRANSLATION_LIMITS.key,
  async read(tx, key, forUpdate) {
    if (forUpdate) await lockRecord(tx, 'text', key);
    const query = tx.select().from(translations).where(eq(translations.key, key));
    const [row] = forUpdate ? await query.for('update') : await query;
    return publicText(key, row);
  },
  async keys(db) {
    const rows = await db.select({ key: translations.key }).from(translations);
    return [...new Set([...Object.keys(allStrings), ...rows.map((row) => row.key)])].sort((a, b) => a.localeCompare(b));
  },
  async write(tx: Tx, key, snapshot, now) {
    const bundled = bundledEntry(key);
    const { id, en } = textsOf(snapshot);
    if (bundled && id === bundled.id && en === bundled.en) {
      // The bundled texts again: no override, so the site falls back to the bundle.
      await tx.delete(translations).where(eq(translations.key, key));
      return;
    }
    // A language equal to its bundled text is stored empty, so it keeps following the bundle
    // (as an override saved with that language left empty always did).
    const texts = { indonesian: id === bundled?.id ? '' : id, english: en === bundled?.en ? '' : en };
    const [row] = await tx.select().from(translations).where(eq(translations.key, key));
    if (row)
      await tx
        .update(translations)
        .set({ ...texts, version: row.version + 1, updatedAt: now })
        .where(eq(translations.key, key));
    else await tx.insert(translations).values({ key, ...texts, updatedAt: now });
  },
  invalidate(db) {
    answerCacheFor(db).invalidate('translations');
  },
  title: (_snapshot, key) => key,
};
