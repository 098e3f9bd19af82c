import { lazy } from 'react';
import styled from 'styled-components';
import { alpha, media } from '../../../components/theme';
import { SectionHeader } from '../../../components/SectionHeader';
import { WhenNearViewport } from '../../../components/WhenNearViewport';
import { useT } from '../../language';
import { FALLBACK_IMAGES } from '../../../shared/content/fallbacks';
import { ContentImage } from '../shared/ContentImage';
import { Inner } from '../shared/sectionParts';

// The form brings the form libraries; it loads when the section comes near the screen.
const HomeContactForm = lazy(() => import(/* webpackChunkName: "home-contact-form" */ './HomeContactForm'));

// The form's height at phone width (three fields and the button), kept while it loads.
const FORM_HEIGHT = '440px';

type Props = {
  title: string | undefined;
  imageUrl: string | undefined;
  backgroundImageUrl: string | undefined;
  pending: boolean;
};

/** The home page's get-in-touch section around its short contact form (SPEC §2). */
export function GetInTouchSection({ title, imageUrl, backgroundImageUrl, pending }: Props) {
  const t = useT();

  return (
    <Wrapper aria-labelledby="home-contact-title">
      {!pending && (
        <Background
          src={backgroundImageUrl ?? ''}
          fallbackSrc={FALLBACK_IMAGES.getInTouchBackground}
          alt=""
          width={1920}
          height={900}
          maxWidth={1920}
          sizes="100vw"
        />
      )}
      <Grid>
        <Visual>
          {!pending && (
            <VisualImage
              src={imageUrl ?? ''}
              fallbackSrc={FALLBACK_IMAGES.getInTouch}
              alt={t('home.getInTouchImageAlt')}
              width={800}
              height={600}
              maxWidth={560}
              sizes="(max-width: 767px) 100vw, 480px"
            />
          )}
        </Visual>
        <FormCard>
          <SectionHeader
            layout="inline"
            id="home-contact-title"
            eyebrow={t('home.getInTouchEyebrow')}
            title={title || t('home.fallbackGetInTouchTitle')}
            pending={pending}
          />
          <p>{t('home.getInTouchText')}</p>
          <WhenNearViewport placeholder={<div style={{ minHeight: FORM_HEIGHT }} />}>
            <HomeContactForm />
          </WhenNearViewport>
        </FormCard>
      </Grid>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  position: relative;
  isolation: isolate;
  padding: 96px 20px;
  background: ${({ theme }) => theme.colors.dark};
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(
      120deg,
      ${({ theme }) => alpha(theme.colors.scrim, 0.92)},
      ${({ theme }) => alpha(theme.colors.scrim, 0.72)}
    );
  }
  ${media.small} {
    padding: 56px 16px;
  }
`;

const Background = styled(ContentImage)`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Grid = styled(Inner)`
  display: grid;
  grid-template-columns: 0.9fr 1.1fr;
  gap: 56px;
  align-items: center;
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 32px;
  }
`;

const Visual = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  background: ${({ theme }) => alpha(theme.colors.onDark, 0.06)};
  box-shadow: 0 24px 60px ${({ theme }) => alpha(theme.colors.dark, 0.35)};
  ${media.small} {
    aspect-ratio: 4 / 3;
  }
`;

const VisualImage = styled(ContentImage)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const FormCard = styled.div`
  padding: 40px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 {
    font-size: clamp(1.7rem, 3.2vw, 2.3rem);
    margin-bottom: 8px;
  }
  > p {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.small} {
    padding: 28px 20px;
  }
`;
