import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../shared/routing/paths';
import { media } from '../../components/theme';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { PageBanner } from '../../components/PageBanner';
import { renderWhenNear } from '../../components/renderWhenNear';
import { useErrorToast } from '../../components/useErrorToast';
import type { Restaurant } from '../../shared/contentTypes';
import { addStrings, selectLangCode, usePageTitle, useT } from '../language';
import { outletStrings } from '../../shared/dictionary/outlets';
import { pages } from '../../shared/dictionary/pages';
import { ERROR_FETCHING_RESTAURANTS, MENU_LINK_NOT_AVAILABLE } from '../../shared/messages/content';
import { toast } from '../../components/toast';
import { AboutFoodBlock } from './brand/AboutFoodBlock';
import { BenefitCards } from './brand/BenefitCards';
import { BRAND_FALLBACK_IMAGES } from '../../shared/content/fallbacks';
import { fallbackBenefits } from './brand/brandFallback';
import { openMenuLink } from './brand/menuLink';
import { brandsIn, chosenCity, cityChoices } from './brand/outletCities';
import { RestaurantRows } from './brand/RestaurantRows';
import { useGetOurBrandContentQuery, useGetRestaurantsQuery } from './contentApi';
import { useGetOutletsQuery } from './outletsApi';
import { Arrow, Inner, Section } from './shared/sectionParts';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(pages);
addStrings(outletStrings);

/**
 * Our brand (SPEC §2): banner with benefit cards, the about-food block, one band per
 * restaurant with its menu button and its outlets, a city filter read
 * from and written to `?city=`, and a way to get in touch. Bundled texts and pictures stand
 * in when the content call fails; without the outlets call the page simply shows no outlets.
 */
export default function OurBrandPage() {
  const t = useT();
  usePageTitle('nav.ourBrand');
  const lang = useAppSelector(selectLangCode);
  const { currentData: content, isError: contentFailed } = useGetOurBrandContentQuery(lang);
  const restaurants = useGetRestaurantsQuery(lang);
  const outlets = useGetOutletsQuery(lang).currentData ?? [];
  const pending = !content && !contentFailed;
  const restaurantsLoading = !restaurants.currentData && !restaurants.isError;
  const [params] = useSearchParams();
  const cities = cityChoices(restaurants.currentData ?? [], outlets);
  const city = chosenCity(params.get('city'), cities);
  const brands = brandsIn(restaurants.currentData ?? [], outlets, city);

  // SPEC §8: a failed restaurants call says so.
  useErrorToast(restaurants.error, t(ERROR_FETCHING_RESTAURANTS));

  // The menu opens in a new tab; a brand without a menu link says so (SPEC §5).
  const openMenu = (restaurant: Restaurant) => {
    if (!openMenuLink(restaurant.menuLink)) toast.info(t(MENU_LINK_NOT_AVAILABLE));
  };

  // Arriving with a city (the home page's city links), the visitor is taken to its outlets,
  // after the layout has brought a new page to the top.
  const arrivedWithCity = useRef(city !== null);
  useEffect(() => {
    if (!arrivedWithCity.current || restaurantsLoading) return;
    arrivedWithCity.current = false;
    const frame = requestAnimationFrame(() =>
      document.getElementById('brand-outlets-filter')?.scrollIntoView?.({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [restaurantsLoading]);

  const banner = content?.banner;
  const benefits = content?.benefits?.length ? content.benefits : fallbackBenefits(t);
  const aboutFood = content?.aboutFood;

  return (
    <>
      <PageBanner
        image={banner?.backgroundImageUrl ?? ''}
        fallbackImage={BRAND_FALLBACK_IMAGES.banner}
        eyebrow={t('nav.ourBrand')}
        title={banner?.title || t('nav.ourBrand')}
        subtitle={banner?.subtitle || t('brand.bannerSubtitle')}
        pending={pending}
        overlap={<BenefitCards benefits={benefits} label={t('brand.benefitsTitle')} pending={pending} />}
      />

      <AboutFoodBlock
        title={aboutFood?.title || t('brand.aboutFoodTitle')}
        description={aboutFood?.description || t('brand.aboutFoodDescription')}
        video={aboutFood?.video || undefined}
        poster={aboutFood?.poster || undefined}
        pending={pending}
      />

      <RestaurantRows
        title={content?.restaurantsTitle || t('brand.restaurantsTitle')}
        brands={brands}
        cities={cities}
        city={city}
        lang={lang}
        loading={restaurantsLoading}
        failed={restaurants.isError}
        onMenu={openMenu}
      />

      <ContactSection $tone="surface" aria-labelledby="brand-contact-title">
        <Inner>
          <ContactCard>
            <div>
              <h2 id="brand-contact-title">{t('brand.contactTitle')}</h2>
              <p>{t('brand.contactText')}</p>
            </div>
            <ButtonLink to={paths.contactForm} $size="large" $raised>
              {t('brand.contactButton')}
              <Arrow />
            </ButtonLink>
          </ContactCard>
        </Inner>
      </ContactSection>
    </>
  );
}

const ContactSection = styled(Section)`
  ${renderWhenNear(395, 310)}
  padding-top: 72px;
  padding-bottom: 72px;
`;

const ContactCard = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 24px 48px;
  padding: 44px 48px;
  background:
    radial-gradient(circle at 100% 0%, ${({ theme }) => theme.colors.primary}33 0%, transparent 55%),
    ${({ theme }) => theme.colors.background};
  > div {
    flex: 1 1 420px;
  }
  h2 {
    font-size: clamp(1.5rem, 3vw, 2.1rem);
    margin-bottom: 8px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.small} {
    padding: 28px 22px;
    > div {
      flex-basis: 100%;
    }
  }
`;
