import styled from 'styled-components';
import { media } from '../../../components/theme';
import { LoadingDots } from '../../../components/LoadingDots';
import { SectionHeader } from '../../../components/SectionHeader';
import type { Restaurant } from '../../../shared/contentTypes';
import type { LangCode } from '../../../shared/language';
import { useT } from '../../language';
import { skeleton } from '../shared/cards';
import { Inner, Section } from '../shared/sectionParts';
import { CityFilter } from './CityFilter';
import type { BrandOutlets } from './outletCities';
import { RestaurantRow } from './RestaurantRow';
import { useMinuteClock } from './useMinuteClock';

type Props = {
  title: string;
  brands: BrandOutlets[];
  /** The cities the filter offers and the one chosen (null: all). */
  cities: string[];
  city: string | null;
  lang: LangCode;
  loading: boolean;
  failed: boolean;
  onMenu: (restaurant: Restaurant) => void;
};

/** The brands of the group (those in the chosen city), one band each, alternating colour and side, with their outlets. */
export function RestaurantRows({ title, brands, cities, city, lang, loading, failed, onMenu }: Props) {
  const t = useT();
  const now = useMinuteClock();
  const empty = !loading && (failed || brands.length === 0);
  return (
    <div aria-busy={loading || undefined}>
      <Intro $tone="surface" aria-labelledby="brand-restaurants-title">
        <Inner>
          <SectionHeader id="brand-restaurants-title" eyebrow={t('brand.restaurantsEyebrow')} title={title} />
          {loading && (
            <Loading>
              <LoadingDots label={t('brand.loadingRestaurants')} />
              <Skeleton aria-hidden="true" />
            </Loading>
          )}
          {!loading && !failed && cities.length > 0 && <CityFilter cities={cities} city={city} />}
          {city && !loading && !failed && (
            <Shown role="status">
              {brands.length > 0 ? t('outlets.shownIn', { city }) : t('outlets.noneInCity', { city })}
            </Shown>
          )}
          {empty && !(city && !failed) && <Empty>{t('brand.noRestaurants')}</Empty>}
        </Inner>
      </Intro>
      {brands.map(({ restaurant, outlets }, index) => (
        <RestaurantRow
          key={restaurant._id}
          restaurant={restaurant}
          index={index}
          onMenu={onMenu}
          outlets={outlets}
          city={city}
          lang={lang}
          now={now}
        />
      ))}
    </div>
  );
}

// Flows into the first (light) band below it.
const Intro = styled(Section)`
  display: flow-root;
  padding-bottom: 0;
  ${media.small} {
    padding-bottom: 0;
  }
  header {
    margin-bottom: 0;
  }
`;

const Loading = styled.div`
  display: grid;
  gap: 20px;
  justify-items: center;
  padding: 40px 0 56px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Skeleton = styled.div`
  width: 100%;
  height: 360px;
  border-radius: ${({ theme }) => theme.radius.large};
  ${skeleton}
`;

const Shown = styled.p`
  margin: 16px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Empty = styled.p`
  max-width: 620px;
  margin: 40px auto 56px;
  padding: 28px 24px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
`;
