import styled from 'styled-components';
import { media } from '../../../components/theme';
import { renderWhenNear } from '../../../components/renderWhenNear';
import type { AboutContent, Restaurant } from '../../../shared/contentTypes';
import { useT } from '../../language';
import { FALLBACK_IMAGES } from '../../../shared/content/fallbacks';
import { ContentImage } from '../shared/ContentImage';
import { bareList } from '../shared/cards';
import { Pending, SectionHeader } from '../../../components/SectionHeader';
import { coverPicture, Inner, Section } from '../shared/sectionParts';

type Props = {
  content: AboutContent['ourRestaurants'] | undefined;
  pending: boolean;
  restaurants: Restaurant[] | undefined;
};

/** The chef in the middle, restaurants 1–2 on the left and 3–4 on the right (SPEC §2). */
export function OurRestaurants({ content, pending, restaurants }: Props) {
  const t = useT();
  const list = restaurants ?? [];
  const left = list.slice(0, 2);
  const right = list.slice(2, 4);
  return (
    <RestaurantsSection $tone="surface" aria-labelledby="about-our-restaurants-title">
      <Inner>
        <SectionHeader
          id="about-our-restaurants-title"
          eyebrow={
            <Pending $pending={pending}>{content?.secondTitle || t('about.fallbackRestaurantsSecondTitle')}</Pending>
          }
          title={content?.title || t('about.fallbackRestaurantsTitle')}
          lead={content?.description || t('about.fallbackRestaurantsDescription')}
          pending={pending}
        />
        <Layout>
          <Side data-testid="our-restaurants-left">
            {left.map((restaurant, index) => (
              <Item key={restaurant._id} restaurant={restaurant} number={index + 1} align="end" />
            ))}
          </Side>
          <Chef>
            {!pending && (
              <ContentImage
                src={content?.chefImage ?? ''}
                fallbackSrc={FALLBACK_IMAGES.chef}
                alt={t('about.chefAlt')}
                width={600}
                height={800}
                maxWidth={420}
                sizes="(max-width: 767px) 70vw, 360px"
              />
            )}
          </Chef>
          <Side data-testid="our-restaurants-right">
            {right.map((restaurant, index) => (
              <Item key={restaurant._id} restaurant={restaurant} number={index + 3} align="start" />
            ))}
          </Side>
        </Layout>
      </Inner>
    </RestaurantsSection>
  );
}

function Item({ restaurant, number, align }: { restaurant: Restaurant; number: number; align: 'start' | 'end' }) {
  return (
    <ItemCard $align={align}>
      <Number aria-hidden="true">{String(number).padStart(2, '0')}</Number>
      <div>
        <h3>{restaurant.name}</h3>
        <p>{restaurant.description}</p>
        {restaurant.cities.length > 0 && <Cities>{restaurant.cities.join(' · ')}</Cities>}
      </div>
    </ItemCard>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr minmax(260px, 360px) 1fr;
  gap: 40px;
  align-items: center;
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 20px;
  }
`;

const Side = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: 24px;
  ${media.small} {
    gap: 14px;
  }
`;

const Chef = styled.div`
  aspect-ratio: 3 / 4;
  border-radius: 200px 200px ${({ theme }) => theme.radius.large} ${({ theme }) => theme.radius.large};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  img {
    ${coverPicture}
  }
  ${media.small} {
    order: -1;
    width: min(320px, 80%);
    margin: 0 auto 12px;
  }
`;

const ItemCard = styled.li<{ $align: 'start' | 'end' }>`
  display: flex;
  flex-direction: ${({ $align }) => ($align === 'end' ? 'row-reverse' : 'row')};
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  gap: 16px;
  padding: 22px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.25rem;
    margin: 0 0 6px;
  }
  p {
    margin: 0 0 8px;
    font-size: 0.94rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.small} {
    flex-direction: row;
    text-align: left;
  }
`;

const Number = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 800;
  font-size: 0.95rem;
`;

const Cities = styled.p`
  && {
    margin: 0;
    font-size: 0.82rem;
    font-weight: 600;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const RestaurantsSection = styled(Section)`
  ${renderWhenNear(1870, 970)}
`;
