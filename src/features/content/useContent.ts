import { useEffect } from 'react';
import { useErrorToast } from '../../components/useErrorToast';
import { useAppSelector } from '../../state/hooks';
import type { Restaurant } from '../../shared/contentTypes';
import { selectLangCode, useT } from '../language';
import { useGetRestaurantsQuery } from './contentApi';
import { ERROR_FETCHING_RESTAURANTS } from '../../shared/messages/content';

/** SPEC §8: a failed content call is only logged; the page shows its bundled fallbacks. */
export function useLogContentFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}`, error);
  }, [what, error]);
}

/**
 * The restaurants in the current language with their loading flag (SPEC §4); a failed
 * fetch shows 'Error fetching restaurants' once (SPEC §8).
 */
export function useRestaurants(): { restaurants: Restaurant[] | undefined; loading: boolean; failed: boolean } {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const { currentData, isFetching, isError, error } = useGetRestaurantsQuery(lang);
  useErrorToast(error, t(ERROR_FETCHING_RESTAURANTS));
  return { restaurants: currentData, loading: isFetching && !currentData, failed: isError };
}
