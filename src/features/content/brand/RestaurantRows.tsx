import styled from 'styled-components';
import { media } from '../../../components/theme';
import { LoadingDots } from '../../../components/LoadingDots';
import { SectionHeader } from '../../../components/SectionHeader';
import type { Restaurant } from '../../../shared/contentTypes';
import { useT } from '../../language';
import { skeleton } from '../shared/cards';
import { Inner, Section } from '../shared/ui';
import { RestaurantRow } from './RestaurantRow';

type Props = {
  title: string;
  restaurants: Restaurant[];
  loading: boolean;
  failed: boolean;
  onMenu: (restaurant: Restaurant) => void;
};

/** Every brand of the group, one band each, alternating colour and side. */
export function RestaurantRows({ title, restaurants, loading, failed, onMenu }: Props) {
  const t = useT();
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
          {!loading && (failed || restaurants.length === 0) && <Empty>{t('brand.noRestaurants')}</Empty>}
        </Inner>
      </Intro>
      {restaurants.map((restaurant, index) => (
        <RestaurantRow key={restaurant._id} restaurant={restaurant} index={index} onMenu={onMenu} />
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
