import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { MediaImage } from '../../../components/MediaImage';
import type { Job } from '../../../shared/contentTypes';
import { useT } from '../../language';
import { CAREER_FALLBACK_IMAGES, JOB_IMAGE_SIZE } from '../../../shared/content/fallbacks';

type Props = { job: Job; onOpen: (job: Job) => void };

/** One opening: picture, role, salary and the button that opens its details. */
export function JobCard({ job, onOpen }: Props) {
  const t = useT();
  const heading = job.title || job.jobName;
  return (
    <Card>
      <Picture>
        <MediaImage
          src={job.jobImageUrl}
          fallbackSrc={CAREER_FALLBACK_IMAGES.job}
          alt=""
          {...JOB_IMAGE_SIZE}
          maxWidth={400}
          sizes="(max-width: 767px) 100vw, 380px"
        />
      </Picture>
      <Body>
        {job.jobName && job.jobName !== heading && <Tag>{job.jobName}</Tag>}
        <h3>{heading}</h3>
        {job.jobSalary && (
          <Salary>
            <span className="visually-hidden">{t('career.salary')}: </span>
            <SalaryIcon />
            {job.jobSalary}
          </Salary>
        )}
        <OpenButton
          type="button"
          onClick={() => onOpen(job)}
          aria-label={t('career.viewDetailsOf', { title: heading })}
          $variant="outline"
        >
          {t('career.viewDetails')}
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M5 12h14M13 6l6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </OpenButton>
      </Body>
    </Card>
  );
}

export function SalaryIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3" y="6" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M6.5 9.5v5M17.5 9.5v5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  transition:
    transform 200ms ease,
    box-shadow 200ms ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`;

const Picture = styled.div`
  aspect-ratio: 8 / 5;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  padding: 20px 22px 22px;
  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Tag = styled.span`
  display: inline-block;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Salary = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;

const OpenButton = styled(Button)`
  margin-top: auto;
`;
