import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';
export const LANGUAGES = ['indonesian', 'english'] as const;
export type Language = (typeof LANGUAGES)[number];
export type LangCode = 'id' | 'en';

export type LanguageState = { language: Language };

const initialState: LanguageState = { language: 'indonesian' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languageChosen(state, action: PayloadAction<Language>) {
      // Only the two site languages are accepted (SPEC §4).
      if (isLanguage(action.payload)) state.language = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectLangCode: (state): LangCode => (state.language === 'english' ? 'en' : 'id'),
  },
});

export const { languageChosen } = languageSlice.actions;
export const { selectLanguage, selectLangCode } = languageSlice.selectors;

/** The saved preference, or null when absent or not one of the two languages. */
export function readStoredLanguage(storage: Storage): Language | null {
  const value = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}
