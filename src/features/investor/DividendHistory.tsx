import styled from 'styled-components';
import { media } from '../../components/theme';
import type { InvestorData } from '../../shared/contentTypes';
import { useT } from '../language';
import { EmptyNote } from './tableParts';

type Props = { history: InvestorData['dividendHistory'] };

/** The dividend policy text, then one entry per year with its dividend. */
export function DividendHistory({ history }: Props) {
  const t = useT();
  const years = history.years.filter((entry) => entry.year || entry.value);
  return (
    <>
      {history.description && <Description>{history.description}</Description>}
      {years.length === 0 ? (
        <EmptyNote>{t('investor.dividendEmpty')}</EmptyNote>
      ) : (
        <Years aria-label={t('investor.dividendYears')}>
          {years.map((entry, index) => (
            <li key={`${entry.year}-${index}`}>
              <span className="year">
                <span className="visually-hidden">{t('investor.year')}: </span>
                {entry.year}
              </span>
              <span className="value">
                <span className="label">{t('investor.dividend')}</span>
                <span className="visually-hidden">: </span>
                <strong>{entry.value}</strong>
              </span>
            </li>
          ))}
        </Years>
      )}
    </>
  );
}

const Description = styled.p`
  margin: 0 0 24px;
  font-size: 1.02rem;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`;

const Years = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 14px;
  li {
    display: flex;
    align-items: center;
    gap: 16px;
    padding: 16px 18px;
    border-radius: ${({ theme }) => theme.radius.medium};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
  }
  .year {
    flex: none;
    display: grid;
    place-items: center;
    min-width: 68px;
    height: 52px;
    padding: 0 10px;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.dark};
    color: ${({ theme }) => theme.colors.onDark};
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.25rem;
    font-weight: 700;
  }
  .value {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .label {
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: 1.08rem;
    overflow-wrap: anywhere;
  }
  ${media.small} {
    grid-template-columns: 1fr;
  }
`;
