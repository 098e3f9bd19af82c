import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../../components/theme';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import type { Job } from '../../../shared/contentTypes';
import { useT } from '../../language';
import { SalaryIcon } from './JobCard';
import { qualificationLines } from './qualifications';

type Props = { job: Job | null; onClose: () => void };

/**
 * How an application link opens: a page of this site (the contact form, its subject the job)
 * in this tab, in the page's language; an e-mail or a call in the visitor's own app; another
 * site in a new tab.
 */
function applyKind(link: string): 'site' | 'email' | 'call' | 'web' {
  if (link.startsWith('/') && !link.startsWith('//')) return 'site';
  if (/^mailto:/i.test(link)) return 'email';
  if (/^tel:/i.test(link)) return 'call';
  return 'web';
}

const HINTS = {
  site: 'career.applyHint.site',
  email: 'career.applyHint.email',
  call: 'career.applyHint.call',
  web: 'career.applyHint',
} as const;

/** The popup of one opening: title, salary, qualifications one per line, and the Apply link. */
export function JobDialog({ job, onClose }: Props) {
  const t = useT();
  const lines = qualificationLines(job?.qualifications);
  return (
    <Modal
      open={job !== null}
      onClose={onClose}
      title={job ? job.title || job.jobName : ''}
      closeLabel={t('common.close')}
    >
      {job && (
        <>
          {job.jobName && job.jobName !== job.title && <Role>{job.jobName}</Role>}
          {job.jobSalary && (
            <Salary>
              <SalaryIcon />
              <span>
                <strong>{t('career.salary')}:</strong> <span data-testid="job-salary">{job.jobSalary}</span>
              </span>
            </Salary>
          )}
          {lines.length > 0 && (
            <>
              <h3>{t('career.qualifications')}</h3>
              <Qualifications aria-label={t('career.qualifications')}>
                {lines.map((line, index) => (
                  <li key={`${index}-${line}`}>{line}</li>
                ))}
              </Qualifications>
            </>
          )}
          <Footer>
            {job.jobFormUrl ? (
              <>
                <ApplyLink link={job.jobFormUrl} label={t('career.apply')} newTabLabel={t('common.opensInNewTab')} />
                <Hint>{t(HINTS[applyKind(job.jobFormUrl)])}</Hint>
              </>
            ) : (
              <Hint>{t('career.noApplyLink')}</Hint>
            )}
          </Footer>
        </>
      )}
    </Modal>
  );
}

function ApplyLink({ link, label, newTabLabel }: { link: string; label: string; newTabLabel: string }) {
  const kind = applyKind(link);
  if (kind === 'site') {
    return (
      <Button as={Link} to={link} $raised>
        {label}
      </Button>
    );
  }
  if (kind !== 'web') {
    return (
      <Button as="a" href={link} $raised>
        {label}
      </Button>
    );
  }
  return (
    <Button as="a" href={link} target="_blank" rel="noopener noreferrer" $raised>
      {label}
      <span className="visually-hidden"> {newTabLabel}</span>
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
    </Button>
  );
}

const Role = styled.p`
  display: inline-block;
  margin: 0 0 14px;
  padding: 3px 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Salary = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 20px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Qualifications = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    position: relative;
    padding-left: 30px;
    line-height: 1.5;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 2px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M6 12.5l4 4 8-9' fill='none' stroke='%231b2616' stroke-width='2.6' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
      center / 14px no-repeat;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.small} {
    flex-direction: column;
    align-items: stretch;
    text-align: center;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
