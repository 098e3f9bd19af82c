import { useAppSelector } from '../../state/hooks';
import { ButtonLink } from '../../components/ButtonLink';
import { PageBanner } from '../../components/PageBanner';
import { paths } from '../../shared/routing/paths';
import { about } from '../../shared/dictionary/about';
import { addStrings, selectLangCode, usePageTitle, useT } from '../language';
import { AboutFood } from './about/AboutFood';
import { AboutRestaurantCards } from './about/AboutRestaurantCards';
import { LatestNews } from './about/LatestNews';
import { OurProducts } from './about/OurProducts';
import { OurRestaurants } from './about/OurRestaurants';
import { useGetAboutContentQuery } from './contentApi';
import { FALLBACK_IMAGES } from '../../shared/content/fallbacks';
import { Arrow } from './shared/sectionParts';
import { useLogContentFailure, useRestaurants } from './useContent';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(about);

export default function AboutPage() {
  const t = useT();
  usePageTitle('nav.about');
  const lang = useAppSelector(selectLangCode);
  const { currentData: about, isError, error } = useGetAboutContentQuery(lang);
  useLogContentFailure('about content', error);
  const { restaurants, loading } = useRestaurants();
  const pending = !about && !isError;

  return (
    <>
      <PageBanner
        pending={pending}
        image={about?.banner.backgroundImageUrl ?? ''}
        fallbackImage={FALLBACK_IMAGES.aboutBanner}
        eyebrow={about?.banner.subtitle || t('about.fallbackSubtitle')}
        title={about?.banner.title || t('nav.about')}
        subtitle={about?.banner.description || t('about.fallbackDescription')}
        overlap={<AboutRestaurantCards restaurants={restaurants} loading={loading} />}
      >
        <ButtonLink to={paths.contactForm} $size="large" $raised>
          {t('about.contactUs')}
          <Arrow />
        </ButtonLink>
      </PageBanner>
      <AboutFood aboutFood={about?.aboutFood} pending={pending} />
      <OurRestaurants content={about?.ourRestaurants} pending={pending} restaurants={restaurants} />
      <OurProducts content={about?.ourProducts} pending={pending} />
      <LatestNews news={about?.news} pending={pending} />
    </>
  );
}
