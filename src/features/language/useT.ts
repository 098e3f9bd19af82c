import { createSelector } from '@reduxjs/toolkit';
import { useCallback, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../state/hooks';
import type { TranslationEntry } from '../../shared/contentTypes';
import { loadedStrings, subscribeToStrings } from './loadedStrings';
import type { Dictionary } from '../../shared/dictionary/types';
import { selectLangCode } from './languageSlice';
import { mergeTranslations, translate, type TranslateParams } from './translate';
import { translationsApi } from './translationsApi';

const selectRemoteTranslations = translationsApi.endpoints.getTranslations.select();

// One merged dictionary for all the components that translate, made again only when the
// loaded strings or the server's translations change.
const mergedDictionary = createSelector(
  [(bundled: Dictionary) => bundled, (_bundled: Dictionary, remote: readonly TranslationEntry[] | undefined) => remote],
  (bundled, remote) => mergeTranslations(bundled, remote ?? []),
);

export type TFunction = (key: string, params?: TranslateParams) => string;

/** The translate function for the current language; components re-render when the language changes. */
export function useT(): TFunction {
  const bundled = useSyncExternalStore(subscribeToStrings, loadedStrings, loadedStrings);
  const remote = useAppSelector((state) => selectRemoteTranslations(state).data);
  const dictionary = mergedDictionary(bundled, remote);
  const lang = useAppSelector(selectLangCode);
  return useCallback((key, params) => translate(dictionary, lang, key, params), [dictionary, lang]);
}
