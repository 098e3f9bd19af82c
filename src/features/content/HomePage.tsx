import { lazy } from 'react';
import { useAppSelector } from '../../state/hooks';
import { WhenNearViewport } from '../../components/WhenNearViewport';
import { home } from '../../shared/dictionary/home';
import { addStrings, selectLangCode, usePageTitle } from '../language';
import { useGetHomeContentQuery } from './contentApi';
import { BannerCarousel } from './home/BannerCarousel';
import { IntroSection } from './home/IntroSection';
import { useLogContentFailure, useRestaurants } from './useContent';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(home);

// The sections below the introduction load as the visitor scrolls towards them, so the
// first visit downloads only what the first screen shows. Until then they keep roughly
// their height, so the footer does not sit right under the introduction.
const LowerSections = lazy(() => import(/* webpackChunkName: "home-lower" */ './home/LowerSections'));
const LOWER_SECTIONS_HEIGHT = '1800px';
// Close enough to be ready before the visitor gets there, far enough that a phone's first
// screen does not load them while the page is still starting.
const LOWER_SECTIONS_MARGIN = 300;

export default function HomePage() {
  usePageTitle('nav.home');
  const lang = useAppSelector(selectLangCode);
  const { currentData: home, isError, error } = useGetHomeContentQuery(lang);
  useLogContentFailure('home content', error);
  const { restaurants: fetched, loading, failed } = useRestaurants();
  // Until the content answers, text keeps its place invisibly; on failure the bundled texts show.
  const pending = !home && !isError;
  // The home content carries the restaurants too: a failed restaurants call still has them.
  const restaurants = fetched ?? (failed ? home?.restaurants : undefined);

  return (
    <>
      <BannerCarousel banners={home?.banners} pending={pending} />
      <IntroSection
        title={home?.headerTitle}
        description={home?.headerDescription}
        pending={pending}
        restaurants={restaurants}
        restaurantsLoading={loading}
      />
      <WhenNearViewport
        placeholder={<div style={{ minHeight: LOWER_SECTIONS_HEIGHT }} />}
        margin={LOWER_SECTIONS_MARGIN}
      >
        <LowerSections home={home} pending={pending} restaurants={restaurants} restaurantsLoading={loading} />
      </WhenNearViewport>
    </>
  );
}
