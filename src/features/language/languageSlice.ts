import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, isLanguage, langCodeOf, type LangCode, type Language } from '../../shared/language';

export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

export type LanguageState = { language: Language };

const initialState: LanguageState = { language: DEFAULT_LANGUAGE };

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
    selectLangCode: (state): LangCode => langCodeOf(state.language),
  },
});

export const { languageChosen } = languageSlice.actions;
export const { selectLanguage, selectLangCode } = languageSlice.selectors;

/** The saved preference, or null when absent or not one of the two languages. */
export function readStoredLanguage(storage: Storage): Language | null {
  const value = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}
