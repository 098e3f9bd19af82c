import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { alpha, media } from '../../../components/theme';
import { renderWhenNear } from '../../../components/renderWhenNear';
import { useNearViewport } from '../../../components/useNearViewport';
import { usePrefersReducedMotion } from '../../../components/usePrefersReducedMotion';
import type { AboutContent } from '../../../shared/contentTypes';
import { useT } from '../../language';
import { FALLBACK_IMAGES } from '../../../shared/content/fallbacks';
import { ContentImage } from '../shared/ContentImage';
import { SectionHeader } from '../../../components/SectionHeader';
import { coverPicture, Inner, Section } from '../shared/sectionParts';

type Props = { aboutFood: AboutContent['aboutFood'] | undefined; pending: boolean };

/**
 * The about-food video (autoplaying, muted, looping, inline, with a poster; SPEC §2) beside
 * the who-we-are text. Visitors who prefer reduced motion start it themselves; a button
 * pauses and resumes it for everyone. Video and poster load only as the visitor comes near
 * them: the section is below the first screen, and they weigh more than the rest of it.
 */
export function AboutFood({ aboutFood, pending }: Props) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const mediaRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(mediaRef);
  const [playing, setPlaying] = useState(false);
  const [broken, setBroken] = useState(false);
  const poster = aboutFood?.poster || FALLBACK_IMAGES.aboutFoodPoster;
  const video = aboutFood?.video && !broken ? aboutFood.video : undefined;

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    if (reducedMotion) element.pause();
  }, [reducedMotion, video]);

  const toggle = () => {
    const element = videoRef.current;
    if (!element) return;
    if (element.paused) void element.play()?.catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <FoodSection aria-labelledby="about-food-title">
      <Grid>
        <Media ref={mediaRef}>
          {pending || !near ? null : video ? (
            <>
              <video
                ref={videoRef}
                src={video}
                poster={poster}
                autoPlay={!reducedMotion}
                muted
                loop
                playsInline
                preload={reducedMotion ? 'none' : 'metadata'}
                width={1280}
                height={720}
                aria-label={t('about.videoLabel')}
                onPlay={() => setPlaying(true)}
                onPause={() => setPlaying(false)}
                onError={() => setBroken(true)}
              />
              <PlayToggle
                type="button"
                onClick={toggle}
                aria-label={playing ? t('about.pauseVideo') : t('about.playVideo')}
              >
                {playing ? (
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
                  </svg>
                ) : (
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M8 5l11 7-11 7z" fill="currentColor" />
                  </svg>
                )}
              </PlayToggle>
            </>
          ) : (
            <ContentImage
              src={poster}
              alt={t('about.videoPosterAlt')}
              width={1280}
              height={720}
              maxWidth={720}
              sizes="(max-width: 767px) 100vw, 600px"
            />
          )}
        </Media>
        <div>
          <SectionHeader
            layout="inline"
            id="about-food-title"
            eyebrow={t('about.whoWeAre')}
            title={aboutFood?.title || t('about.fallbackFoodTitle')}
            lead={aboutFood?.description || t('about.fallbackFoodDescription')}
            pending={pending}
          />
        </div>
      </Grid>
    </FoodSection>
  );
}

const Grid = styled(Inner)`
  display: grid;
  grid-template-columns: 1.15fr 1fr;
  gap: 64px;
  align-items: center;
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 32px;
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  video,
  img {
    ${coverPicture}
  }
`;

const PlayToggle = styled.button`
  position: absolute;
  right: 14px;
  bottom: 14px;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => alpha(theme.colors.onImage, 0.92)};
  color: ${({ theme }) => theme.colors.dark};
  cursor: pointer;
  box-shadow: 0 4px 14px ${({ theme }) => alpha(theme.colors.dark, 0.2)};
`;

const FoodSection = styled(Section)`
  ${renderWhenNear(610, 520)}
`;
