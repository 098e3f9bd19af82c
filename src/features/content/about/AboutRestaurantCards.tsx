import styled from 'styled-components';
import { alpha, media } from '../../../components/theme';
import { LoadingDots } from '../../../components/LoadingDots';
import type { Restaurant } from '../../../shared/contentTypes';
import { useT } from '../../language';
import { FALLBACK_IMAGES } from '../../../shared/content/fallbacks';
import { bareList } from '../shared/cards';
import { ContentImage } from '../shared/ContentImage';
import { coverPicture } from '../shared/sectionParts';

/** SPEC §9: the about page shows four restaurants. */
export const ABOUT_RESTAURANT_COUNT = 4;

/** Four restaurant cards overlapping the banner's lower edge. */
export function AboutRestaurantCards({
  restaurants,
  loading,
}: {
  restaurants: Restaurant[] | undefined;
  loading: boolean;
}) {
  const t = useT();
  const shown = (restaurants ?? []).slice(0, ABOUT_RESTAURANT_COUNT);
  return (
    <Wrapper aria-label={t('about.restaurantCards')}>
      {loading ? (
        <>
          <span className="visually-hidden">
            <LoadingDots label={t('about.loadingRestaurants')} />
          </span>
          <Cards aria-hidden="true">
            {Array.from({ length: ABOUT_RESTAURANT_COUNT }, (_, n) => (
              <Placeholder key={n} />
            ))}
          </Cards>
        </>
      ) : (
        shown.length > 0 && (
          <Cards>
            {shown.map((restaurant) => (
              <Card key={restaurant._id}>
                <CardImage
                  src={restaurant.headerImageUrl || restaurant.restaurantImageUrl}
                  fallbackSrc={FALLBACK_IMAGES.restaurant}
                  alt=""
                  width={1200}
                  height={600}
                  maxWidth={400}
                  sizes="(max-width: 767px) 100vw, 300px"
                />
                <Body>
                  {restaurant.logoImageUrl && (
                    <LogoBox>
                      <ContentImage src={restaurant.logoImageUrl} alt="" width={48} height={48} maxWidth={96} />
                    </LogoBox>
                  )}
                  <div>
                    <h2>{restaurant.name}</h2>
                    <p>{restaurant.description}</p>
                  </div>
                </Body>
              </Card>
            ))}
          </Cards>
        )
      )}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  position: relative;
  z-index: 1;
`;

const Cards = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 20px;
  @media (max-width: 1023.98px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 14px;
  }
`;

const Card = styled.li`
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow: hidden;
`;

const CardImage = styled(ContentImage)`
  width: 100%;
  aspect-ratio: 2 / 1;
  height: auto;
  object-fit: cover;
`;

const Body = styled.div`
  display: flex;
  gap: 12px;
  padding: 14px 16px 18px;
  h2 {
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.02rem;
    margin: 0 0 4px;
  }
  p {
    margin: 0;
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.muted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const LogoBox = styled.span`
  flex: none;
  display: block;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  overflow: hidden;
  margin-top: -36px;
  img {
    ${coverPicture}
  }
  border: 3px solid ${({ theme }) => theme.colors.background};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 2px 8px ${({ theme }) => alpha(theme.colors.dark, 0.18)};
`;

// A card's height (2:1 picture plus two lines of text), so nothing moves when the restaurants arrive.
const Placeholder = styled.li`
  height: 238px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.small} {
    height: auto;
    aspect-ratio: 358 / 260;
  }
`;
