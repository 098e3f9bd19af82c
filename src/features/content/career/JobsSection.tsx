import { forwardRef } from 'react';
import styled from 'styled-components';
import { SectionHeader } from '../../../components/SectionHeader';
import { media } from '../../../components/theme';
import type { Job } from '../../../shared/contentTypes';
import { useT } from '../../language';
import { skeleton } from '../shared/cards';
import { Inner, Section } from '../shared/sectionParts';
import { JobCard } from './JobCard';

type Props = {
  title: string;
  description: string;
  jobs: Job[];
  loading: boolean;
  onOpen: (job: Job) => void;
};

export const JOBS_SECTION_ID = 'jobs';

/** The openings: a heading the banner button scrolls to, then one card per job. */
export const JobsSection = forwardRef<HTMLHeadingElement, Props>(function JobsSection(
  { title, description, jobs, loading, onOpen },
  headingRef,
) {
  const t = useT();
  return (
    <JobsArea id={JOBS_SECTION_ID} $tone="surface" aria-labelledby="jobs-title" aria-busy={loading || undefined}>
      <Inner>
        <SectionHeader
          id="jobs-title"
          titleRef={headingRef}
          eyebrow={t('career.jobsEyebrow')}
          title={title}
          lead={description}
        />
        {loading ? (
          <Grid aria-hidden="true" $count={3}>
            {[0, 1, 2].map((n) => (
              <Placeholder key={n}>
                <div />
              </Placeholder>
            ))}
          </Grid>
        ) : jobs.length > 0 ? (
          <Grid $count={jobs.length}>
            {jobs.map((job) => (
              <JobCard key={job._id} job={job} onOpen={onOpen} />
            ))}
          </Grid>
        ) : (
          <Empty>{t('career.noJobs')}</Empty>
        )}
      </Inner>
    </JobsArea>
  );
});

const JobsArea = styled(Section)`
  /* Clears the sticky navbar when scrolled to. */
  scroll-margin-top: ${({ theme }) => theme.layout.navHeight};
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

// Four openings sit in one row of four (or two of two) rather than three and a straggler.
const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $count }) => ($count === 4 ? 2 : 'auto-fill')}, minmax(260px, 1fr));
  gap: 28px;
  @media (min-width: 1100px) {
    grid-template-columns: repeat(${({ $count }) => ($count === 4 ? 4 : 3)}, minmax(0, 1fr));
    gap: ${({ $count }) => ($count === 4 ? '22px' : '28px')};
  }
  ${media.small} {
    grid-template-columns: 1fr;
    gap: 20px;
  }
`;

// Shaped like a job card (8:5 picture plus its text), so the real cards take its place without a jump.
const Placeholder = styled.li`
  border-radius: ${({ theme }) => theme.radius.medium};
  ${skeleton}
  div {
    aspect-ratio: 8 / 5;
  }
  &::after {
    content: '';
    display: block;
    height: 200px;
  }
`;

const Empty = styled.p`
  max-width: 620px;
  margin: 0 auto;
  padding: 28px 24px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
`;
