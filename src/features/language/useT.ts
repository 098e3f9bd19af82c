import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { loadedStrings, subscribeToStrings } from './dictionary/loaded';
import { selectLangCode } from './languageSlice';
import { mergeTranslations, translate, type TranslateParams } from './translate';
import { translationsApi } from './translationsApi';

const selectRemoteTranslations = translationsApi.endpoints.getTranslations.select();

export type TFunction = (key: string, params?: TranslateParams) => string;

/** The translate function for the current language; components re-render when the language changes. */
export function useT(): TFunction {
  const bundled = useSyncExternalStore(subscribeToStrings, loadedStrings, loadedStrings);
  const remote = useAppSelector((state) => selectRemoteTranslations(state).data);
  const dictionary = useMemo(() => mergeTranslations(bundled, remote ?? []), [bundled, remote]);
  const lang = useAppSelector(selectLangCode);
  return useCallback((key, params) => translate(dictionary, lang, key, params), [dictionary, lang]);
}
