// The site's two languages, as the web app stores them and as the API reads them.

export const LANGUAGES = ['indonesian', 'english'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The short code: Accept-Language of content calls, <html lang>, the language cookie. */
export type LangCode = 'id' | 'en';

export const DEFAULT_LANGUAGE: Language = 'indonesian';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const langCodeOf = (language: Language): LangCode => (language === 'english' ? 'en' : 'id');
export const languageOf = (code: LangCode): Language => (code === 'en' ? 'english' : 'indonesian');
