import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { media } from '../../../components/theme';
import { MediaImage } from '../../../components/MediaImage';
import { SectionHeader } from '../../../components/SectionHeader';
import { renderWhenNear } from '../../../components/renderWhenNear';
import { useNearViewport } from '../../../components/useNearViewport';
import { usePrefersReducedMotion } from '../../../components/usePrefersReducedMotion';
import { optimizedImageUrl } from '../../../shared/mediaUrl';
import { useT } from '../../language';
import { Inner, Section } from '../shared/sectionParts';
import { BRAND_FALLBACK_IMAGES } from '../../../shared/content/fallbacks';

type Props = { title: string; description: string; video?: string; poster?: string; pending?: boolean };

/**
 * The about-food block: the kitchen's story beside its video, or a picture when there is
 * none. The video (autoplaying, so downloaded at once wherever it sits) and its poster load
 * as the visitor comes near them; the frame keeps its size until then.
 */
export function AboutFoodBlock({ title, description, video, poster, pending }: Props) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frameRef);
  const posterUrl = poster || BRAND_FALLBACK_IMAGES.aboutFood;
  // A video that cannot be played gives way to the picture.
  const [failedVideo, setFailedVideo] = useState<string | null>(null);
  const showVideo = Boolean(video) && failedVideo !== video;

  // React sets `muted` as a property only; autoplay policies read it, so make sure it is on.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    element.muted = true;
    element.defaultMuted = true;
    if (reducedMotion) element.pause();
  }, [showVideo, reducedMotion]);

  return (
    <FoodSection aria-labelledby="brand-about-food-title">
      <Grid>
        <Text $pending={Boolean(pending)}>
          <SectionHeader
            layout="inline"
            id="brand-about-food-title"
            eyebrow={t('brand.aboutFoodEyebrow')}
            title={title}
            lead={description}
          />
        </Text>
        <Frame ref={frameRef}>
          {!near ? null : showVideo ? (
            <video
              ref={videoRef}
              src={video}
              poster={optimizedImageUrl(posterUrl, { width: 1280 })}
              muted
              loop
              playsInline
              autoPlay={!reducedMotion}
              controls={reducedMotion}
              preload="metadata"
              width={1280}
              height={720}
              aria-label={t('brand.aboutFoodVideo')}
              onError={() => setFailedVideo(video ?? null)}
            />
          ) : (
            <MediaImage
              src={posterUrl}
              fallbackSrc={BRAND_FALLBACK_IMAGES.aboutFood}
              alt={t('brand.aboutFoodImage')}
              width={1280}
              height={720}
              maxWidth={640}
              sizes="(max-width: 767px) 100vw, 600px"
            />
          )}
        </Frame>
      </Grid>
    </FoodSection>
  );
}

const Grid = styled(Inner)`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  align-items: center;
  gap: 64px;
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 32px;
  }
`;

const Text = styled.div<{ $pending: boolean }>`
  opacity: ${({ $pending }) => ($pending ? 0 : 1)};
  transition: opacity 200ms ease;
`;

// 16:9 like its video and picture, so it keeps their place before they load.
const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  &::before {
    content: '';
    position: absolute;
    inset: 20px -20px -20px 20px;
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.colors.primary};
    opacity: 0.18;
  }
  video,
  img {
    position: relative;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  ${media.small} {
    &::before {
      inset: 12px -8px -12px 12px;
    }
  }
`;

const FoodSection = styled(Section)`
  ${renderWhenNear(580, 525)}
`;
