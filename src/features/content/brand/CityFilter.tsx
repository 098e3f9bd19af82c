import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../shared/routing/paths';
import { useT } from '../../language';

type Props = { cities: string[]; city: string | null };

/**
 * The outlets' cities as links that write `?city=` in the address (so a choice can be shared,
 * and Back undoes it), "All cities" first. The page keeps its scroll position.
 */
export function CityFilter({ cities, city }: Props) {
  const t = useT();
  const chips: { label: string; to: string; current: boolean }[] = [
    { label: t('outlets.allCities'), to: paths.ourBrand, current: city === null },
    ...cities.map((name) => ({ label: name, to: paths.ourBrandIn(name), current: name === city })),
  ];
  return (
    <Nav id="brand-outlets-filter" aria-label={t('outlets.filterLabel')}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.to}>
            <Chip to={chip.to} preventScrollReset aria-current={chip.current ? 'true' : undefined}>
              {chip.label}
            </Chip>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-top: 28px;
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + 16px);
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 6px 16px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.background};
  }
`;
