import styled from 'styled-components';
import { paths } from '../../../shared/routing/paths';
import { alpha, media } from '../../../components/theme';
import { ButtonLink } from '../../../components/ButtonLink';
import { Carousel } from '../../../components/Carousel';
import type { Restaurant } from '../../../shared/contentTypes';
import { useT } from '../../language';
import { FALLBACK_IMAGES } from '../../../shared/content/fallbacks';
import { ContentImage } from '../shared/ContentImage';
import { SectionHeader } from '../../../components/SectionHeader';
import { Arrow, captionVeil, coverPicture, Inner, Section } from '../shared/sectionParts';

type Props = {
  title: string | undefined;
  description: string | undefined;
  pending: boolean;
  restaurants: Restaurant[] | undefined;
  restaurantsLoading: boolean;
};

/** Who the group is, a link to /about, and a slider through its restaurants. */
export function IntroSection({ title, description, pending, restaurants, restaurantsLoading }: Props) {
  const t = useT();
  return (
    <Section aria-labelledby="home-intro-title">
      <Grid>
        <Copy>
          <SectionHeader
            layout="inline"
            level={1}
            id="home-intro-title"
            eyebrow={t('home.introEyebrow')}
            title={title || t('home.fallbackTitle')}
            lead={description || t('home.fallbackDescription')}
            pending={pending}
          />
          <Actions>
            <ButtonLink to={paths.about} $size="large" $raised>
              {t('home.learnMore')}
              <Arrow />
            </ButtonLink>
          </Actions>
        </Copy>
        <SliderBox>
          {restaurants && restaurants.length > 0 ? (
            <Carousel
              items={restaurants}
              getKey={(restaurant) => restaurant._id}
              label={t('home.restaurantSlider')}
              slideLabel={(index, count) => t('carousel.slideOf', { index: index + 1, count })}
              previousLabel={t('home.previousRestaurant')}
              nextLabel={t('home.nextRestaurant')}
              dotLabel={(index) => t('home.showRestaurant', { index: index + 1 })}
              ratio="4 / 3"
              controls="below"
              renderSlide={(restaurant) => (
                <SlideCard>
                  <SlideImage
                    src={restaurant.restaurantImageUrl || restaurant.headerImageUrl}
                    fallbackSrc={FALLBACK_IMAGES.restaurant}
                    alt=""
                    width={800}
                    height={600}
                    maxWidth={640}
                    sizes="(max-width: 767px) 100vw, 560px"
                  />
                  <Caption>
                    {restaurant.logoImageUrl && (
                      <Logo>
                        <ContentImage src={restaurant.logoImageUrl} alt="" width={56} height={56} maxWidth={112} />
                      </Logo>
                    )}
                    <div>
                      <h2>{restaurant.name}</h2>
                      {restaurant.cities.length > 0 && <p>{restaurant.cities.join(' · ')}</p>}
                    </div>
                  </Caption>
                </SlideCard>
              )}
            />
          ) : (
            <StillImage $reserveControls={restaurantsLoading}>
              <SlideImage
                src={FALLBACK_IMAGES.restaurant}
                alt={restaurantsLoading ? '' : t('home.restaurantFallbackAlt')}
                width={800}
                height={600}
                aria-busy={restaurantsLoading || undefined}
              />
            </StillImage>
          )}
        </SliderBox>
      </Grid>
    </Section>
  );
}

const Grid = styled(Inner)`
  display: grid;
  grid-template-columns: 1fr 1.05fr;
  gap: 64px;
  align-items: center;
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 40px;
  }
`;

// The page's one h1 is larger than a section title.
const Copy = styled.div`
  h1 {
    font-size: clamp(2rem, 4.4vw, 3.2rem);
    letter-spacing: -0.015em;
    margin-bottom: 20px;
  }
`;

const Actions = styled.div`
  margin-top: 32px;
`;

const SliderBox = styled.div`
  position: relative;
`;

const SlideCard = styled.figure`
  position: relative;
  margin: 0;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

// While the restaurants load, the slider's control bar keeps its room too.
const StillImage = styled.div<{ $reserveControls: boolean }>`
  aspect-ratio: 4 / 3;
  margin-bottom: ${({ $reserveControls }) => ($reserveControls ? '58px' : '0')};
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

const SlideImage = styled(ContentImage)`
  ${coverPicture}
`;

const Caption = styled.figcaption`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 56px 22px 20px;
  color: ${({ theme }) => theme.colors.onImage};
  ${captionVeil}
  h2 {
    font-size: 1.4rem;
    margin: 0;
    color: ${({ theme }) => theme.colors.onImage};
  }
  p {
    margin: 2px 0 0;
    font-size: 0.9rem;
    color: ${({ theme }) => alpha(theme.colors.onImage, 0.9)};
  }
`;

const Logo = styled.span`
  flex: none;
  display: block;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  overflow: hidden;
  img {
    ${coverPicture}
  }
  background: ${({ theme }) => theme.colors.background};
  border: 2px solid ${({ theme }) => alpha(theme.colors.onImage, 0.9)};
`;
