import styled from 'styled-components';
import type { Outlet } from '../../../shared/contentTypes';
import type { LangCode } from '../../../shared/language';
import { useT } from '../../language';
import { OutletCard } from './OutletCard';

type Props = {
  name: string;
  outlets: Outlet[];
  city: string | null;
  lang: LangCode;
  now: Date | null;
  titleId: string;
};

/** A brand's outlets (in the chosen city, when one is chosen), under the brand's band. */
export function OutletList({ name, outlets, city, lang, now, titleId }: Props) {
  const t = useT();
  if (outlets.length === 0) return null;
  return (
    <Wrap aria-labelledby={titleId}>
      <h4 id={titleId}>{city ? t('outlets.listOfIn', { name, city }) : t('outlets.listOf', { name })}</h4>
      <Grid>
        {outlets.map((outlet) => (
          <OutletCard key={outlet._id} outlet={outlet} lang={lang} now={now} />
        ))}
      </Grid>
    </Wrap>
  );
}

const Wrap = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 56px auto 0;
  h4 {
    margin: 0 0 16px;
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
