import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { alpha } from '../../../components/theme';
import { nextIndex, previousIndex, wrapIndex } from '../../../shared/carousel';
import { paths } from '../../../shared/routing/paths';
import { useT } from '../../language';

/** Steps through the cities a restaurant is in, wrapping both ways (SPEC §2); the city shown links to its outlets. */
export function CitySwitcher({ cities, restaurant }: { cities: string[]; restaurant: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  if (cities.length === 0) return null;
  const current = cities[wrapIndex(index, cities.length)];
  const many = cities.length > 1;
  return (
    <Switcher role="group" aria-label={t('home.citiesOf', { name: restaurant })}>
      {many && (
        <StepButton
          type="button"
          aria-label={t('home.previousCity', { name: restaurant })}
          onClick={() => setIndex((i) => previousIndex(i, cities.length))}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </StepButton>
      )}
      <City aria-live="polite" aria-atomic="true">
        <Link to={paths.ourBrandIn(current)} aria-label={t('home.outletsIn', { name: restaurant, city: current })}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="9.5" r="2.5" fill="currentColor" />
          </svg>
          {current}
        </Link>
        {many && (
          <Count>{t('home.cityCount', { index: wrapIndex(index, cities.length) + 1, count: cities.length })}</Count>
        )}
      </City>
      {many && (
        <StepButton
          type="button"
          aria-label={t('home.nextCity', { name: restaurant })}
          onClick={() => setIndex((i) => nextIndex(i, cities.length))}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M9 5l7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </StepButton>
      )}
    </Switcher>
  );
}

const Switcher = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const City = styled.p`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 0;
  font-weight: 600;
  font-size: 0.95rem;
  min-height: 36px;
  text-align: center;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: inherit;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Count = styled.span`
  margin-left: 2px;
  font-weight: 400;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StepButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 0;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 1px 3px ${({ theme }) => alpha(theme.colors.dark, 0.15)};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
