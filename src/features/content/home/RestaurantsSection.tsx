import styled from 'styled-components';
import { alpha, media } from '../../../components/theme';
import { LoadingDots } from '../../../components/LoadingDots';
import type { Restaurant } from '../../../shared/contentTypes';
import { restaurantRows } from '../../../shared/restaurantRows';
import { useT } from '../../language';
import { FALLBACK_IMAGES } from '../../../shared/content/fallbacks';
import { ContentImage } from '../shared/ContentImage';
import { bareList, EmptyList, liftingCard, skeleton } from '../shared/cards';
import { SectionHeader } from '../../../components/SectionHeader';
import { coverPicture, Inner, Section } from '../shared/sectionParts';
import { CitySwitcher } from './CitySwitcher';

type Props = {
  title: string | undefined;
  description: string | undefined;
  pending: boolean;
  restaurants: Restaurant[] | undefined;
  loading: boolean;
};

/** The first five restaurants, three on the first row and two on the second (SPEC §2). */
export function RestaurantsSection({ title, description, pending, restaurants, loading }: Props) {
  const t = useT();
  const [first, second] = restaurantRows(restaurants ?? []);
  return (
    <Section $tone="surface" aria-labelledby="home-restaurants-title">
      <Inner>
        <SectionHeader
          id="home-restaurants-title"
          eyebrow={t('home.restaurantsEyebrow')}
          title={title || t('home.fallbackRestaurantsTitle')}
          lead={description || t('home.fallbackRestaurantsDescription')}
          pending={pending}
        />
        {loading ? (
          <>
            <Loading>
              <LoadingDots label={t('home.loadingRestaurants')} />
            </Loading>
            <Rows aria-hidden="true">
              <Row $count={3}>
                {[0, 1, 2].map((n) => (
                  <Skeleton key={n} />
                ))}
              </Row>
              <Row $count={2}>
                {[3, 4].map((n) => (
                  <Skeleton key={n} />
                ))}
              </Row>
            </Rows>
          </>
        ) : first.length === 0 ? (
          <EmptyList>{t('home.noRestaurants')}</EmptyList>
        ) : (
          <Rows>
            <Row $count={3} data-testid="restaurant-row">
              {first.map((restaurant) => (
                <RestaurantCard key={restaurant._id} restaurant={restaurant} />
              ))}
            </Row>
            {second.length > 0 && (
              <Row $count={2} data-testid="restaurant-row">
                {second.map((restaurant) => (
                  <RestaurantCard key={restaurant._id} restaurant={restaurant} />
                ))}
              </Row>
            )}
          </Rows>
        )}
      </Inner>
    </Section>
  );
}

function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  return (
    <Card>
      <ImageBox>
        <CardImage
          src={restaurant.restaurantImageUrl || restaurant.foodImageUrl}
          fallbackSrc={FALLBACK_IMAGES.restaurant}
          alt=""
          width={800}
          height={600}
          maxWidth={520}
          sizes="(max-width: 767px) 100vw, 380px"
        />
        {restaurant.logoImageUrl && <Logo src={restaurant.logoImageUrl} alt="" width={64} height={64} maxWidth={128} />}
      </ImageBox>
      <Body>
        <h3>{restaurant.name}</h3>
        <p>{restaurant.description}</p>
        <CitySwitcher cities={restaurant.cities} restaurant={restaurant.name} />
      </Body>
    </Card>
  );
}

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: 28px;
`;

// Three cards on the first row; the two of the second row keep the same card width, centred.
const Row = styled.ul<{ $count: number }>`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: 28px;
  width: ${({ $count }) => ($count === 3 ? '100%' : 'calc((100% - 56px) / 3 * 2 + 28px)')};
  margin-inline: auto;
  ${media.small} {
    grid-template-columns: 1fr;
    width: 100%;
    gap: 20px;
  }
`;

const Card = styled.li`
  ${liftingCard}
`;

const ImageBox = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.border};
  ${media.small} {
    aspect-ratio: 16 / 9;
  }
`;

const CardImage = styled(ContentImage)`
  ${coverPicture}
`;

const Logo = styled(ContentImage)`
  position: absolute;
  left: 20px;
  bottom: -28px;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
  border: 3px solid ${({ theme }) => theme.colors.background};
  box-shadow: 0 4px 14px ${({ theme }) => alpha(theme.colors.dark, 0.18)};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 40px 20px 20px;
  h3 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.35rem;
    margin: 0;
  }
  > p {
    flex: 1;
    margin: 0 0 6px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

// About the height of a card, so the page does not move when the restaurants arrive.
const Skeleton = styled.li`
  aspect-ratio: 380 / 490;
  ${media.small} {
    aspect-ratio: 358 / 420;
  }
  border-radius: ${({ theme }) => theme.radius.large};
  ${skeleton}
`;

const Loading = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 20px;
`;
