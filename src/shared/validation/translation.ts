// One UI string's two texts as the console edits them and the staff API stores them.
import { number, object, string, type InferType } from 'yup';

export const TRANSLATION_LIMITS = { key: 300, text: 1000 } as const;

export const translationMessages = {
  keyRequired: 'Name the text to change',
  textRequired: 'Write the text in at least one language',
  tooLong: 'This text is too long',
  versionInvalid: 'The version you edited is not valid',
} as const;

const text = () =>
  string()
    .typeError(translationMessages.tooLong)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .max(TRANSLATION_LIMITS.text, translationMessages.tooLong)
    .default('');

/** Both texts; an empty one falls back to the other language on the site. */
export const translationTextsSchema = object({
  indonesian: text(),
  english: text().test('one-language', translationMessages.textRequired, function oneLanguage(english) {
    return Boolean(english || (this.parent as { indonesian?: string }).indonesian);
  }),
});
export type TranslationTexts = InferType<typeof translationTextsSchema>;

const key = () =>
  string()
    .typeError(translationMessages.keyRequired)
    .required(translationMessages.keyRequired)
    .max(TRANSLATION_LIMITS.key, translationMessages.keyRequired);

const version = () =>
  number()
    .typeError(translationMessages.versionInvalid)
    .integer(translationMessages.versionInvalid)
    .min(1, translationMessages.versionInvalid);

/** A save: the key, its two texts and, when the key is already overridden, the version edited. */
export const translationSaveSchema = translationTextsSchema.shape({ key: key(), version: version().optional() });
export type TranslationSave = InferType<typeof translationSaveSchema>;

/** Back to the bundled text: the key and the version of the override being dropped. */
export const translationResetSchema = object({
  key: key(),
  version: version().required(translationMessages.versionInvalid),
});
