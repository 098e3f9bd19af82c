import styled, { css } from 'styled-components';
import { alpha, media } from '../../../components/theme';
import { Button } from '../../../components/Button';
import { MediaImage } from '../../../components/MediaImage';
import { renderWhenNear } from '../../../components/renderWhenNear';
import type { Outlet, Restaurant } from '../../../shared/contentTypes';
import type { LangCode } from '../../../shared/language';
import { useT } from '../../language';
import { BRAND_FALLBACK_IMAGES } from '../../../shared/content/fallbacks';
import { usableMenuLink } from './menuLink';
import { OutletList } from './OutletList';

type Props = {
  restaurant: Restaurant;
  index: number;
  onMenu: (restaurant: Restaurant) => void;
  outlets: Outlet[];
  city: string | null;
  lang: LangCode;
  now: Date | null;
};

/**
 * One brand: even rows are light with the picture on the left, odd rows dark with it on the
 * right, its outlets below. Every brand has its menu button (SPEC §2); without a usable menu
 * link it is a plain button, with no new-tab icon, whose press says the link is missing.
 */
export function RestaurantRow({ restaurant, index, onMenu, outlets, city, lang, now }: Props) {
  const t = useT();
  const dark = index % 2 === 1;
  const titleId = `brand-restaurant-${index}`;
  const hasMenuLink = usableMenuLink(restaurant.menuLink) !== null;
  return (
    <Band $dark={dark} aria-labelledby={titleId} data-testid="brand-row" data-tone={dark ? 'dark' : 'light'}>
      <Row $reverse={dark}>
        <Pictures>
          <MainPicture>
            <MediaImage
              src={restaurant.restaurantImageUrl || restaurant.headerImageUrl}
              fallbackSrc={BRAND_FALLBACK_IMAGES.restaurant}
              alt={t('brand.photoOf', { name: restaurant.name })}
              width={800}
              height={600}
              maxWidth={560}
              sizes="(max-width: 767px) 100vw, 560px"
            />
          </MainPicture>
          {restaurant.foodImageUrl && (
            <FoodPicture $reverse={dark}>
              <MediaImage src={restaurant.foodImageUrl} alt="" width={800} height={600} maxWidth={180} sizes="180px" />
            </FoodPicture>
          )}
        </Pictures>
        <Text>
          <Heading>
            {restaurant.logoImageUrl && (
              <Logo>
                <MediaImage
                  src={restaurant.logoImageUrl}
                  alt={t('brand.logoOf', { name: restaurant.name })}
                  width={400}
                  height={400}
                  maxWidth={64}
                  sizes="64px"
                />
              </Logo>
            )}
            <h3 id={titleId}>{restaurant.name}</h3>
          </Heading>
          <p>{restaurant.description}</p>
          {restaurant.cities.length > 0 && (
            <Cities $dark={dark}>
              <span>{t('brand.cities')}:</span>
              <ul>
                {restaurant.cities.map((city) => (
                  <li key={city}>{city}</li>
                ))}
              </ul>
            </Cities>
          )}
          <Button
            type="button"
            onClick={() => onMenu(restaurant)}
            aria-label={t(hasMenuLink ? 'brand.menuOf' : 'brand.menuOfNoLink', { name: restaurant.name })}
            $raised
          >
            {t('brand.menu')}
            {hasMenuLink && (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            )}
          </Button>
        </Text>
      </Row>
      <OutletList
        name={restaurant.name}
        outlets={outlets}
        city={city}
        lang={lang}
        now={now}
        titleId={`${titleId}-outlets`}
      />
    </Band>
  );
}

const Band = styled.section<{ $dark: boolean }>`
  ${renderWhenNear(800, 585)}
  padding: 80px 20px;
  ${({ $dark, theme }) =>
    $dark
      ? css`
          background: ${theme.colors.dark};
          color: ${theme.colors.onDark};
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
        `}
  ${media.small} {
    padding: 48px 16px;
  }
`;

const Row = styled.div<{ $reverse: boolean }>`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: flex;
  flex-direction: ${({ $reverse }) => ($reverse ? 'row-reverse' : 'row')};
  align-items: center;
  gap: 72px;
  > * {
    flex: 1 1 0;
    min-width: 0;
  }
  ${media.small} {
    flex-direction: column;
    align-items: stretch;
    gap: 36px;
  }
`;

const Pictures = styled.div`
  position: relative;
`;

const MainPicture = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const FoodPicture = styled.div<{ $reverse: boolean }>`
  position: absolute;
  bottom: -28px;
  ${({ $reverse }) => ($reverse ? 'left: -28px;' : 'right: -28px;')}
  width: 32%;
  aspect-ratio: 1;
  border-radius: 50%;
  overflow: hidden;
  border: 6px solid ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${media.small} {
    bottom: -20px;
    ${({ $reverse }) => ($reverse ? 'left: -6px;' : 'right: -6px;')}
    width: 30%;
    border-width: 4px;
  }
`;

const Text = styled.div`
  p {
    font-size: 1.04rem;
    line-height: 1.7;
    opacity: 0.92;
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 18px;
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.6rem, 3vw, 2.2rem);
  }
`;

const Logo = styled.div`
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Cities = styled.div<{ $dark: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 10px;
  margin: 0 0 28px;
  > span {
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radius.round};
    font-size: 0.9rem;
    border: 1px solid ${({ $dark, theme }) => ($dark ? alpha(theme.colors.onDark, 0.35) : alpha(theme.colors.text, 0.2))};
    background: ${({ $dark, theme }) => ($dark ? alpha(theme.colors.onDark, 0.08) : theme.colors.background)};
  }
`;
