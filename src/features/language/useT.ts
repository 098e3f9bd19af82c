import { createSelector } from '@reduxjs/toolkit';
import { useCallback, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../state/hooks';
import type { TranslationEntry } from '../../shared/contentTypes';
import { loadedStrings, noteMissedKey, stringsRevision, subscribeToStrings } from './loadedStrings';
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

/**
 * The translate function for the current language; components re-render when the language
 * or the server's translations change, and when strings they asked for too early arrive
 * (loadedStrings.ts). It reads the strings loaded when it is called: keys only join.
 */
export function useT(): TFunction {
  const revision = useSyncExternalStore(subscribeToStrings, stringsRevision, stringsRevision);
  const remote = useAppSelector((state) => selectRemoteTranslations(state).data);
  const lang = useAppSelector(selectLangCode);
  return useCallback(
    (key, params) => {
      const bundled = loadedStrings();
      if (!(key in bundled)) noteMissedKey(key);
      return translate(mergedDictionary(bundled, remote), lang, key, params);
    },
    // A new function after a revision, so that memoised parts render again too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, lang, revision],
  );
}
