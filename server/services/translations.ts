// The UI strings staff edit: the bundled dictionary every build carries, with the rows of
// the `translations` table laid over it language by language (as the web app merges them,
// features/language/translate.ts). A row is a published override; the console's saves and
// resets are drafts (publishing/kinds/texts.ts), and only a publish writes or deletes the row.
import type { TranslationRecord } from '../../src/shared/catalogTypes';
import type { LangCode } from '../../src/shared/language';
import type { TranslationSave } from '../../src/shared/validation/translation';
import type { Db } from '../db/connect';
import { translations } from '../db/schema';
import type { Actor } from './audit';
import { describeRecords, type RecordDescription } from './publishing/describe';
import { saveDraft } from './publishing/heads';
import { bundledEntry, publicText, shownTexts, textKind, textsOf, type TextSnapshot } from './publishing/kinds/texts';

function recordFor(key: string, described: RecordDescription): TranslationRecord {
  const bundled = bundledEntry(key);
  const { id: indonesian, en: english } = textsOf(described.working);
  const missing: LangCode[] = [];
  if (!indonesian) missing.push('id');
  if (!english) missing.push('en');
  return {
    key,
    indonesian,
    english,
    bundled: bundled ? { indonesian: bundled.id, english: bundled.en } : null,
    version: described.version === 0 ? null : described.version,
    missing,
    publishing: described.publishing,
  };
}

/** The table's entries in the SPEC §3 shape only (the version and change time are the console's business), by key. */
export function listTranslationEntries(db: Db) {
  return db
    .select({ key: translations.key, indonesian: translations.indonesian, english: translations.english })
    .from(translations)
    .orderBy(translations.key);
}

/** Every key the site knows, sorted, the bundled ones and the table's, as the console edits them. */
export async function listTranslationRecords(db: Db): Promise<TranslationRecord[]> {
  const rows = await db.select().from(translations);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const keys = await textKind.keys(db);
  const records = keys.flatMap((key) => {
    const record = publicText(key, byKey.get(key));
    return record ? [{ key, record }] : [];
  });
  const described = await describeRecords(db, textKind, records);
  return records.map(({ key }) => recordFor(key, described.get(key)!));
}

export type TranslationOutcome = { outcome: 'saved'; version: number } | { outcome: 'stale' } | { outcome: 'missing' };

/**
 * Saves a key's two texts as its draft. A save without a version names a key with neither an
 * override nor a draft (version 0), so it is refused as stale once someone made either. Keys
 * the site does not know are missing.
 */
export async function saveTranslation(
  db: Db,
  input: TranslationSave,
  actor: Actor,
  now: Date,
): Promise<TranslationOutcome> {
  const snapshot: TextSnapshot = { text: shownTexts(input.key, input) };
  const saved = await saveDraft(db, textKind, input.key, snapshot, input.version ?? 0, actor, now);
  return saved.outcome === 'saved' || saved.outcome === 'stale' ? saved : { outcome: 'missing' };
}

/**
 * Back to the bundled texts: a draft holding them, named by the version the editor opened.
 * Publishing it removes the override; over a key with no override it simply drops the draft.
 */
export async function resetTranslation(
  db: Db,
  input: { key: string; version: number },
  actor: Actor,
  now: Date,
): Promise<TranslationOutcome | { outcome: 'not-bundled' }> {
  if (!bundledEntry(input.key)) return { outcome: 'not-bundled' };
  const snapshot: TextSnapshot = { text: shownTexts(input.key, undefined) };
  const saved = await saveDraft(db, textKind, input.key, snapshot, input.version, actor, now);
  return saved.outcome === 'saved' || saved.outcome === 'stale' ? saved : { outcome: 'missing' };
}
