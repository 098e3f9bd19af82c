import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { consolePaths } from '../../shared/routing/consolePaths';
import { useT } from '../language';
import { SectionHead } from './SectionHead';
import type { ConsoleSection } from './sections';

/** The console's first screen: every section the visitor's role opens, with a line on each. */
export function Overview({ sections }: { sections: readonly ConsoleSection[] }) {
  const t = useT();
  return (
    <>
      <SectionHead of="overview" />
      <Grid>
        {sections.map((section) => (
          <li key={section.path}>
            <Link to={consolePaths.section(section.path)}>
              <strong>{t(section.labelKey)}</strong>
              <span>{t(section.summaryKey)}</span>
            </Link>
          </li>
        ))}
      </Grid>
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    /* The cards of a row are as tall as the tallest: every card's title and text start at its top. */
    align-content: start;
    gap: 6px;
    height: 100%;
    padding: 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    transition: border-color 0.15s, box-shadow 0.15s;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  strong {
    font-size: 1.05rem;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;
