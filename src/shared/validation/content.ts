// The page documents' rules, built from their field descriptions (./contentFields.ts):
// the yup schemas the staff API validates a save with and the console's form resolves
// with, and the helpers that keep an English body to what differs from Indonesian.
import * as yup from 'yup';
import { contentMessages } from './contentMessages';
import type { LangCode } from '../language';
import {
  CONTENT_FIELDS,
  ID_MAX_LENGTH,
  isLocalized,
  URL_MAX_LENGTH,
  type ContentSlug,
  type Field,
  type Fields,
  type ListField,
} from './contentFields';

export { contentMessages };

/** Something that looks like an HTML tag, a comment or a declaration. */
const HTML_TAG = /<\s*[a-zA-Z!/?]/;
/** http(s) with a host, or a path of this site (not `//host`, which leaves it); no spaces or quotes. */
const SAFE_URL = /^(?:https?:\/\/[^\s\\/?#"'<>]+[^\s\\"'<>]*|\/(?![/\\])[^\s\\"'<>]*)$/i;
const ITEM_ID = /^[A-Za-z0-9_-]+$/;

const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

export const isSafeUrl = (value: string): boolean => SAFE_URL.test(value) && !hasControlCharacter(value);

/** An e-mail address to write to (with an optional subject or body) or a number to call. */
const CONTACT_URL =
  /^(?:mailto:[^\s@"'<>\\/?#]+@[^\s@"'<>\\/?#]+\.[^\s@"'<>\\/?#]+(?:\?[^\s"'<>\\]*)?|tel:\+?[0-9][0-9().-]{5,30})$/i;

/** A link a visitor may follow to write or call as well as to a page: mailto: and tel: besides isSafeUrl's. */
export const isSafeContactUrl = (value: string): boolean =>
  isSafeUrl(value) || (CONTACT_URL.test(value) && !hasControlCharacter(value));

type Body = Record<string, unknown>;

function textSchema(max: number, required: boolean) {
  const schema = yup
    .string()
    .strict()
    .typeError(contentMessages.notText)
    .max(max, contentMessages.tooLong)
    .test('no-html', contentMessages.noHtml, (value) => !value || !HTML_TAG.test(value));
  return required ? schema.required(contentMessages.required) : schema.optional();
}

function urlSchema(required: boolean, contact = false) {
  const schema = yup
    .string()
    .strict()
    .typeError(contentMessages.notText)
    .max(URL_MAX_LENGTH, contentMessages.tooLong)
    .test(
      'safe-url',
      contact ? contentMessages.badContactUrl : contentMessages.badUrl,
      (value) => !value || (contact ? isSafeContactUrl(value) : isSafeUrl(value)),
    );
  return required ? schema.required(contentMessages.required) : schema.optional();
}

function uniqueIds(items: unknown[] | undefined): boolean {
  if (!items) return true;
  const ids = items.map((item) => (item as { _id?: unknown } | null)?._id).filter((id) => id !== undefined);
  return new Set(ids).size === ids.length;
}

function fieldSchema(field: Field, lang: LangCode): yup.AnySchema | null {
  const indonesian = lang === 'id';
  switch (field.kind) {
    case 'text':
      if (!indonesian && field.shared) return null;
      return textSchema(field.max, indonesian && !field.optional);
    case 'url':
      return indonesian ? urlSchema(!field.optional, field.contact) : null;
    case 'number':
      return indonesian
        ? yup
            .number()
            .strict()
            .typeError(contentMessages.badNumber)
            .integer(contentMessages.badNumber)
            .min(1, contentMessages.badNumber)
            .max(20000, contentMessages.badNumber)
            .optional()
        : null;
    case 'group': {
      if (!indonesian && !isLocalized(field)) return null;
      const schema = objectSchema(field.fields, lang);
      return indonesian ? schema.required(contentMessages.required) : schema.optional().default(undefined);
    }
    case 'list': {
      if (!indonesian && !isLocalized(field)) return null;
      const schema = yup
        .array()
        .typeError(contentMessages.wrongShape)
        .of(itemSchema(field, lang))
        .max(field.max, contentMessages.tooMany)
        .test('unique-ids', contentMessages.duplicateId, uniqueIds);
      return indonesian ? schema.required(contentMessages.required) : schema.optional().default(undefined);
    }
  }
}

function itemSchema(field: ListField, lang: LangCode) {
  const fields = objectSchema(field.item, lang);
  if (!field.keyed) return fields.required(contentMessages.wrongShape);
  const id = yup
    .string()
    .strict()
    .typeError(contentMessages.badId)
    .max(ID_MAX_LENGTH, contentMessages.badId)
    .matches(ITEM_ID, contentMessages.badId);
  return fields
    .shape({ _id: lang === 'id' ? id.required(contentMessages.badId) : id.optional() })
    .required(contentMessages.wrongShape);
}

function objectSchema(fields: Fields, lang: LangCode) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const [name, field] of Object.entries(fields)) {
    const schema = fieldSchema(field, lang);
    if (schema) shape[name] = schema;
  }
  return yup.object(shape).typeError(contentMessages.wrongShape);
}

/** One language's body of a document: Indonesian complete, English with only its own text (all optional). */
export const documentSchema = (slug: ContentSlug, lang: LangCode) => objectSchema(CONTENT_FIELDS[slug], lang);

/** Both bodies of a document, as the console's form holds them. */
export const contentFormSchema = (slug: ContentSlug) =>
  yup.object({
    id: documentSchema(slug, 'id').required(contentMessages.required),
    en: documentSchema(slug, 'en').default({}),
  });

/** A save: the version it edited and both bodies, checked with the form's own schema. */
export const contentSaveSchema = (slug: ContentSlug) =>
  contentFormSchema(slug).shape({
    version: yup
      .number()
      .strict()
      .typeError(contentMessages.badVersion)
      .integer(contentMessages.badVersion)
      .min(1, contentMessages.badVersion)
      .required(contentMessages.badVersion),
  });

export type ContentSave = { version: number; id: Body; en: Body };

const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The English body reduced to what differs from Indonesian: only localized text, no empty
 * strings, and every list laid out in the Indonesian order (items matched by `_id`, or by
 * position in unkeyed lists) with the Indonesian `_id`, because the public API lays English
 * over Indonesian index by index.
 */
export function englishOverlay(fields: Fields, id: Body, en: unknown): Body {
  const source = isRecord(en) ? en : {};
  const result: Body = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = englishValue(field, id[name], source[name]);
    if (value !== undefined) result[name] = value;
  }
  return result;
}

function englishValue(field: Field, base: unknown, value: unknown): unknown {
  if (!isLocalized(field)) return undefined;
  if (field.kind === 'text') return typeof value === 'string' && value !== '' ? value : undefined;
  if (field.kind === 'group') {
    const nested = englishOverlay(field.fields, isRecord(base) ? base : {}, value);
    return Object.keys(nested).length ? nested : undefined;
  }
  if (field.kind !== 'list' || !Array.isArray(base)) return undefined;
  const given = Array.isArray(value) ? value : [];
  const items = base.map((baseItem, index) => {
    const own = isRecord(baseItem) ? baseItem : {};
    const match = field.keyed ? given.find((item) => isRecord(item) && item._id === own._id) : given[index];
    const texts = englishOverlay(field.item, own, match);
    if (!Object.keys(texts).length) return null;
    return field.keyed ? { _id: own._id, ...texts } : texts;
  });
  // Items without English text keep their place (the merge goes by position), trailing ones go.
  while (items.length && items[items.length - 1] === null) items.pop();
  if (!items.length) return undefined;
  return items.map((item, index) => item ?? (field.keyed ? { _id: (base[index] as Body)._id } : {}));
}
