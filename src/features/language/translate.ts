// Pure translation helpers: merging /api/translations over the bundled dictionary
// (both entry shapes of SPEC §3), and looking a key up in one language.
import type { TranslationEntry } from '../../shared/contentTypes';
import type { Dictionary, Entry } from '../../shared/dictionary/types';
import type { LangCode } from '../../shared/language';

const CODE_ALIASES: Record<string, LangCode> = { id: 'id', in: 'id', indonesian: 'id', en: 'en', english: 'en' };

function entryFrom(item: unknown): [string, Partial<Entry>] | null {
  if (!item || typeof item !== 'object') return null;
  const record = item as Record<string, unknown>;
  if (typeof record.key === 'string') {
    const entry: Partial<Entry> = {};
    if (typeof record.indonesian === 'string' && record.indonesian) entry.id = record.indonesian;
    if (typeof record.english === 'string' && record.english) entry.en = record.english;
    return [record.key, entry];
  }
  if (typeof record.key_name === 'string' && Array.isArray(record.translations)) {
    const entry: Partial<Entry> = {};
    for (const translation of record.translations as unknown[]) {
      const { code, content } = (translation ?? {}) as { code?: unknown; content?: unknown };
      const lang = typeof code === 'string' ? CODE_ALIASES[code.toLowerCase()] : undefined;
      if (lang && typeof content === 'string' && content) entry[lang] = content;
    }
    return [record.key_name, entry];
  }
  return null;
}

/** Server entries win over bundled ones, language by language; malformed entries are skipped. */
export function mergeTranslations(bundled: Dictionary, entries: readonly TranslationEntry[] | unknown): Dictionary {
  if (!Array.isArray(entries) || entries.length === 0) return bundled;
  const merged: Dictionary = { ...bundled };
  for (const item of entries) {
    const parsed = entryFrom(item);
    if (!parsed) continue;
    const [key, entry] = parsed;
    const current = merged[key];
    const id = entry.id ?? current?.id ?? entry.en;
    const en = entry.en ?? current?.en ?? entry.id;
    if (id && en) merged[key] = { id, en };
  }
  return merged;
}

export type TranslateParams = Record<string, string | number>;

/** The text for `key` in `lang`; unknown keys come back unchanged (server messages we do not know). */
export function translate(dictionary: Dictionary, lang: LangCode, key: string, params?: TranslateParams): string {
  const text = dictionary[key]?.[lang] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
