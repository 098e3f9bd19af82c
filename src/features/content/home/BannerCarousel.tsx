import styled from 'styled-components';
import { Carousel } from '../../../components/Carousel';
import { BANNER_INTERVAL_MS } from '../../../shared/carousel';
import type { Banner } from '../../../shared/contentTypes';
import { useT } from '../../language';
import { BANNER_SIZE, FALLBACK_BANNERS } from '../../../shared/content/fallbacks';
import { ContentImage } from '../shared/ContentImage';

const RATIO = `${BANNER_SIZE.width} / ${BANNER_SIZE.height}`;
const SMALL_RATIO = '4 / 3';

/**
 * The home page's rotating banners (SPEC §2, §9). Until the content answers, the space
 * is held; when it fails or brings no banners, the four bundled ones are shown.
 */
export function BannerCarousel({ banners, pending }: { banners: Banner[] | undefined; pending: boolean }) {
  const t = useT();
  if (pending) return <Placeholder aria-hidden="true" />;
  const shown = banners && banners.length > 0 ? banners : FALLBACK_BANNERS;
  return (
    <Carousel
      items={shown}
      getKey={(banner) => banner._id}
      label={t('home.banners')}
      slideLabel={(index, count) => t('carousel.slideOf', { index: index + 1, count })}
      previousLabel={t('carousel.previous')}
      nextLabel={t('carousel.next')}
      dotLabel={(index) => t('carousel.goTo', { index: index + 1 })}
      autoAdvanceMs={BANNER_INTERVAL_MS}
      ratio={RATIO}
      smallRatio={SMALL_RATIO}
      renderSlide={(banner, index) => (
        <Picture
          src={banner.imageUrl}
          alt={banner.alt || t('home.bannerAlt', { index: index + 1 })}
          width={banner.width ?? BANNER_SIZE.width}
          height={banner.height ?? BANNER_SIZE.height}
          maxWidth={1920}
          sizes="100vw"
          priority={index === 0}
          fallbackSrc={FALLBACK_BANNERS[index % FALLBACK_BANNERS.length].imageUrl}
        />
      )}
    />
  );
}

const Placeholder = styled.div`
  aspect-ratio: ${RATIO};
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.surface}, ${({ theme }) => theme.colors.border});
  @media (max-width: 767.98px) {
    aspect-ratio: ${SMALL_RATIO};
  }
`;

const Picture = styled(ContentImage)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
