// The UI strings staff edit: the bundled dictionary every build carries, with the rows of
// the `translations` table laid over it language by language (as the web app merges them,
// features/language/translate.ts). A row is an override; deleting it returns the key to
// its bundled text.
import { and, eq, sql } from 'drizzle-orm';
import type { TranslationRecord } from '../../src/shared/catalogTypes';
import { allStrings } from '../../src/shared/dictionary';
import type { Dictionary } from '../../src/shared/dictionary/types';
import type { TranslationSave } from '../../src/shared/validation/translation';
import type { Db } from '../db/connect';
import { translations } from '../db/schema';
import { answerCacheFor } from './answerCache';
import { recordAudit, type Actor } from './audit';
import { type LangCode } from '../../src/shared/language';

function recordFor(
  key: string,
  bundle: Dictionary,
  row: typeof translations.$inferSelect | undefined,
): TranslationRecord {
  const bundled = bundle[key];
  const indonesian = row?.indonesian || bundled?.id || '';
  const english = row?.english || bundled?.en || '';
  const missing: LangCode[] = [];
  if (!indonesian) missing.push('id');
  if (!english) missing.push('en');
  return {
    key,
    indonesian,
    english,
    bundled: bundled ? { indonesian: bundled.id, english: bundled.en } : null,
    version: row?.version ?? null,
    missing,
  };
}

/** The table's entries in the SPEC §3 shape only (the version and change time are the console's business), by key. */
export function listTranslationEntries(db: Db) {
  return db
    .select({ key: translations.key, indonesian: translations.indonesian, english: translations.english })
    .from(translations)
    .orderBy(translations.key);
}

/** Every key the site knows, sorted, the bundled ones and the table's. */
export async function listTranslationRecords(db: Db, bundle: Dictionary = allStrings): Promise<TranslationRecord[]> {
  const rows = await db.select().from(translations);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const keys = [...new Set([...Object.keys(bundle), ...byKey.keys()])].sort((a, b) => a.localeCompare(b));
  return keys.map((key) => recordFor(key, bundle, byKey.get(key)));
}

export type TranslationOutcome = 'saved' | 'stale' | 'missing' | 'not-bundled';

function invalidate(db: Db) {
  answerCacheFor(db).invalidate('translations');
}

/**
 * Writes a key's two texts. An overridden key is saved only at the version named; a key
 * not overridden yet gets its override, unless someone else made one meanwhile (a save
 * without a version then finds a row: stale). Keys the site does not know are refused.
 */
export async function saveTranslation(
  db: Db,
  input: TranslationSave,
  actor: Actor,
  now: Date,
  bundle: Dictionary = allStrings,
): Promise<TranslationOutcome> {
  const outcome = await db.transaction(async (tx): Promise<TranslationOutcome> => {
    const [row] = await tx.select().from(translations).where(eq(translations.key, input.key)).for('update');
    if (!row && !bundle[input.key]) return input.version === undefined ? 'missing' : 'stale';
    const texts = { indonesian: input.indonesian ?? '', english: input.english ?? '' };
    if (row) {
      if (input.version === undefined) return 'stale';
      const [saved] = await tx
        .update(translations)
        .set({ ...texts, version: sql`${translations.version} + 1`, updatedAt: now })
        .where(and(eq(translations.key, input.key), eq(translations.version, input.version)))
        .returning({ version: translations.version });
      if (!saved) return 'stale';
      await recordAudit(tx, actor, 'translation.update', input.key, texts);
      return 'saved';
    }
    if (input.version !== undefined) return 'stale';
    const inserted = await tx
      .insert(translations)
      .values({ key: input.key, ...texts, updatedAt: now })
      .onConflictDoNothing()
      .returning({ key: translations.key });
    if (inserted.length === 0) return 'stale';
    await recordAudit(tx, actor, 'translation.update', input.key, texts);
    return 'saved';
  });
  if (outcome === 'saved') invalidate(db);
  return outcome;
}

/** Drops a key's override (named by its version) so the bundled text shows again. */
export async function resetTranslation(
  db: Db,
  input: { key: string; version: number },
  actor: Actor,
  bundle: Dictionary = allStrings,
): Promise<TranslationOutcome> {
  if (!bundle[input.key]) return 'not-bundled';
  const outcome = await db.transaction(async (tx): Promise<TranslationOutcome> => {
    const [row] = await tx
      .delete(translations)
      .where(and(eq(translations.key, input.key), eq(translations.version, input.version)))
      .returning();
    if (!row) return 'stale';
    await recordAudit(tx, actor, 'translation.reset', input.key, { indonesian: row.indonesian, english: row.english });
    return 'saved';
  });
  if (outcome === 'saved') invalidate(db);
  return outcome;
}
