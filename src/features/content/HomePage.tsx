import { useAppSelector } from '../../app/hooks';
import { selectLangCode } from '../language/languageSlice';
import { usePageTitle } from '../language/usePageTitle';
import { useGetHomeContentQuery } from './contentApi';
import { BannerCarousel } from './home/BannerCarousel';
import { EmployeesSection } from './home/EmployeesSection';
import { GetInTouchSection } from './home/GetInTouchSection';
import { IntroSection } from './home/IntroSection';
import { RestaurantsSection } from './home/RestaurantsSection';
import { useLogContentFailure, useRestaurants } from './useContent';

export default function HomePage() {
  usePageTitle('page.home');
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
      <RestaurantsSection
        title={home?.restaurantSectionTitle}
        description={home?.restaurantSectionDescription}
        pending={pending}
        restaurants={restaurants}
        loading={loading}
      />
      <EmployeesSection
        title={home?.employeeSectionTitle}
        description={home?.employeeSectionDescription}
        employees={home?.employees}
        pending={pending}
      />
      <GetInTouchSection
        title={home?.getInTouchTitle}
        imageUrl={home?.getInTouchImageUrl}
        backgroundImageUrl={home?.getInTouchBgImageUrl}
        pending={pending}
      />
    </>
  );
}
