// Publishing one language at a time. A snapshot's text in both languages sits in pairs
// `{ id, en? }` (types.ts); everything outside a pair belongs to both languages and travels
// with Indonesian. These rules are pure so the console shows exactly what the server does.
import type { LangCode } from '../language';
import { sameJson } from '../sameJson';
import type { Snapshot } from './types';

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A pair of texts (or bodies) in the two languages: an object with `id` and at most `en` besides. */
export function isPair(value: Json): value is { id: Json; en?: Json } {
  if (!isObject(value) || !('id' in value)) return false;
  return Object.keys(value).every((key) => key === 'id' || key === 'en');
}

/**
 * What one language sees of a snapshot: Indonesian keeps everything outside pairs and the
 * pairs' `id`; English keeps only the pairs' `en` (an absent English text stays absent, so it
 * falls back to Indonesian exactly as the public site does).
 */
export function languagePart(value: Json, lang: LangCode): Json {
  if (isPair(value)) return lang === 'id' ? value.id : value.en;
  if (isObject(value)) {
    const part: Record<string, Json> = {};
    for (const [key, inner] of Object.entries(value)) {
      const projected = languagePart(inner, lang);
      if (projected !== undefined) part[key] = projected;
    }
    return lang === 'en' && Object.keys(part).length === 0 ? undefined : part;
  }
  return lang === 'id' ? value : undefined;
}

/** The languages in which `draft` differs from `published` (every language when nothing is published). */
export function changedLanguages(published: Snapshot | null, draft: Snapshot | null): LangCode[] {
  if (!draft) return [];
  if (!published) return ['id', 'en'];
  return (['id', 'en'] as const).filter((lang) => !sameJson(languagePart(published, lang), languagePart(draft, lang)));
}

function mergeValue(published: Json, draft: Json, langs: ReadonlySet<LangCode>): Json {
  if (isPair(published) || isPair(draft)) {
    const from = (lang: LangCode) => {
      const source = langs.has(lang) ? draft : published;
      return isPair(source) ? source[lang] : lang === 'id' ? source : undefined;
    };
    const id = from('id');
    const en = from('en');
    return en === undefined ? { id } : { id, en };
  }
  if (isObject(published) && isObject(draft)) {
    const merged: Record<string, Json> = {};
    const keys = langs.has('id')
      ? Object.keys(draft)
      : [...new Set([...Object.keys(published), ...Object.keys(draft).filter((key) => containsPair(draft[key]))])];
    for (const key of keys) {
      const value = mergeValue(published[key], draft[key], langs);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  return langs.has('id') ? draft : published;
}

function containsPair(value: Json): boolean {
  if (isPair(value)) return true;
  return isObject(value) && Object.values(value).some(containsPair);
}

/**
 * What goes public when `langs` of `draft` are published over `published`: the chosen
 * languages' text from the draft, the others' as they are public now. Nothing public yet: the
 * draft as a whole (a record goes out first in full).
 */
export function mergeLanguages(published: Snapshot | null, draft: Snapshot, langs: readonly LangCode[]): Snapshot {
  if (!published) return draft;
  return mergeValue(published, draft, new Set(langs)) as Snapshot;
}
