import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../shared/routing/paths';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageBanner } from '../../components/PageBanner';
import { SectionHeader } from '../../components/SectionHeader';
import { media } from '../../components/theme';
import { usePrefersReducedMotion } from '../../components/usePrefersReducedMotion';
import type { Job } from '../../shared/contentTypes';
import { useAppSelector } from '../../state/hooks';
import { addStrings, selectLangCode, usePageTitle, useT } from '../language';
import { pages } from '../../shared/dictionary/pages';
import { CAREER_FALLBACK_IMAGES } from '../../shared/content/fallbacks';
import { JobDialog } from './career/JobDialog';
import { JobsSection } from './career/JobsSection';
import { useGetCareerContentQuery } from './contentApi';
import { Arrow, Inner, Section } from './shared/sectionParts';

// This page's strings come with its code (see features/language/loadedStrings.ts).
addStrings(pages);

/**
 * Career (SPEC §2): banner with a button that scrolls to the openings, the job cards,
 * and a popup per job. When the content call fails the bundled texts and pictures stand in.
 */
export default function CareerPage() {
  const t = useT();
  usePageTitle('nav.career');
  const lang = useAppSelector(selectLangCode);
  const { currentData: content, isError } = useGetCareerContentQuery(lang);
  const loading = !content && !isError;
  const reducedMotion = usePrefersReducedMotion();
  const jobsHeading = useRef<HTMLHeadingElement>(null);
  const [openJob, setOpenJob] = useState<Job | null>(null);

  const scrollToJobs = useCallback(() => {
    const heading = jobsHeading.current;
    if (!heading) return;
    heading.closest('section')?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the openings, too.
    heading.focus({ preventScroll: true });
  }, [reducedMotion]);

  const banner = content?.banner;
  return (
    <>
      <PageBanner
        image={banner?.backgroundImageUrl ?? ''}
        fallbackImage={CAREER_FALLBACK_IMAGES.banner}
        eyebrow={t('nav.career')}
        title={banner?.title || t('nav.career')}
        subtitle={banner?.subtitle || t('career.bannerSubtitle')}
        pending={loading}
      >
        <Button type="button" onClick={scrollToJobs} $size="large" $raised>
          {banner?.buttonText || t('career.bannerButton')}
          <DownArrow />
        </Button>
      </PageBanner>

      <JobsSection
        ref={jobsHeading}
        title={content?.jobsTitle || t('career.jobsTitle')}
        description={content?.jobsDescription || t('career.jobsDescription')}
        jobs={content?.jobs ?? []}
        loading={loading}
        onOpen={setOpenJob}
      />

      <Section aria-labelledby="career-cta-title">
        <Inner>
          <Cta>
            <div>
              <SectionHeader
                layout="inline"
                id="career-cta-title"
                title={t('career.ctaTitle')}
                lead={t('career.ctaText')}
              />
            </div>
            <Button as={Link} to={paths.contactForm} $variant="outline" $size="large">
              {t('career.ctaButton')}
              <Arrow />
            </Button>
          </Cta>
        </Inner>
      </Section>

      <JobDialog job={openJob} onClose={() => setOpenJob(null)} />
    </>
  );
}

function DownArrow() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 5v14M6 13l6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Cta = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px 48px;
  flex-wrap: wrap;
  padding: 40px 44px;
  h2 {
    font-size: clamp(1.5rem, 3vw, 2rem);
    margin-bottom: 8px;
  }
  > div {
    flex: 1 1 420px;
  }
  ${media.small} {
    padding: 28px 22px;
    > div {
      flex-basis: 100%;
    }
  }
`;
