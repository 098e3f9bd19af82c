import { createSelector } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { bundledDictionary } from './dictionary';
import { selectLangCode } from './languageSlice';
import { mergeTranslations, translate, type TranslateParams } from './translate';
import { translationsApi } from './translationsApi';

const selectRemoteTranslations = translationsApi.endpoints.getTranslations.select();

export const selectDictionary = createSelector(
  [(state: RootState) => selectRemoteTranslations(state).data],
  (remote) => mergeTranslations(bundledDictionary, remote ?? []),
);

export type TFunction = (key: string, params?: TranslateParams) => string;

/** The translate function for the current language; components re-render when the language changes. */
export function useT(): TFunction {
  const dictionary = useAppSelector(selectDictionary);
  const lang = useAppSelector(selectLangCode);
  return useCallback((key, params) => translate(dictionary, lang, key, params), [dictionary, lang]);
}
