// The form's values for a document and back: English laid out like Indonesian (every
// localized field present, lists item by item with the same `_id`), so both languages
// of an item are edited, moved and removed together; and the draft as the public API
// would answer it, for the preview.
import type { LangCode } from '../../../shared/language';
import { overlay } from '../../../shared/contentOverlay';
import { englishOverlay } from '../../../shared/validation/content';
import {
  CONTENT_FIELDS,
  isLocalized,
  type ContentSlug,
  type Fields,
  type ListField,
} from '../../../shared/validation/contentFields';

type Body = Record<string, unknown>;
export type DraftValues = { id: Body; en: Body };

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Indonesian with every field present (empty text where absent), so each input starts controlled. */
function fillIndonesian(fields: Fields, source: unknown): Body {
  const body = isRecord(source) ? source : {};
  const result: Body = { ...body };
  for (const [name, field] of Object.entries(fields)) {
    const value = body[name];
    if (field.kind === 'text' || field.kind === 'url') result[name] = typeof value === 'string' ? value : '';
    else if (field.kind === 'number') result[name] = typeof value === 'number' ? value : undefined;
    else if (field.kind === 'group') result[name] = fillIndonesian(field.fields, value);
    else result[name] = (Array.isArray(value) ? value : []).map((item) => fillIndonesian(field.item, item));
  }
  return result;
}

/** English for every localized field of the Indonesian body: its own text, or empty (falls back). */
function fillEnglish(fields: Fields, id: Body, source: unknown): Body {
  const body = isRecord(source) ? source : {};
  const result: Body = {};
  for (const [name, field] of Object.entries(fields)) {
    if (!isLocalized(field)) continue;
    const value = body[name];
    if (field.kind === 'text') result[name] = typeof value === 'string' ? value : '';
    else if (field.kind === 'group')
      result[name] = fillEnglish(field.fields, isRecord(id[name]) ? (id[name] as Body) : {}, value);
    else if (field.kind === 'list') {
      const given = Array.isArray(value) ? value : [];
      result[name] = (id[name] as Body[]).map((item, index) => {
        const match = field.keyed ? given.find((entry) => isRecord(entry) && entry._id === item._id) : given[index];
        const texts = fillEnglish(field.item, item, match);
        return field.keyed ? { _id: item._id, ...texts } : texts;
      });
    }
  }
  return result;
}

export function toDraft(slug: ContentSlug, document: { id: Body; en: Body }): DraftValues {
  const id = fillIndonesian(CONTENT_FIELDS[slug], document.id);
  return { id, en: fillEnglish(CONTENT_FIELDS[slug], id, document.en) };
}

let counter = 0;
/** A fresh item id: unique within its list, in the characters the API accepts. */
export function newItemId(): string {
  counter += 1;
  return `item-${Date.now().toString(36)}-${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A new, empty item of a list in both languages. */
export function newItem(field: ListField): { id: Body; en: Body } {
  const id = fillIndonesian(field.item, {});
  const en = fillEnglish(field.item, id, {});
  if (!field.keyed) return { id, en };
  const _id = newItemId();
  return { id: { _id, ...id }, en: { _id, ...en } };
}

/** The draft as the public API would answer it in `lang` (English over Indonesian). */
export function draftBody(slug: ContentSlug, draft: DraftValues, lang: LangCode): Body {
  if (lang === 'id') return draft.id;
  return overlay(draft.id, englishOverlay(CONTENT_FIELDS[slug], draft.id, draft.en));
}

/** What a save sends: Indonesian as edited, English reduced to its own text. */
export function saveBodies(slug: ContentSlug, draft: DraftValues): DraftValues {
  return { id: draft.id, en: englishOverlay(CONTENT_FIELDS[slug], draft.id, draft.en) };
}
