// Building blocks the console's sections share.
import styled from 'styled-components';
import { media } from '../../components/theme';

/** A framed block of a section: a list, a form, a notice. */
export const Panel = styled.section`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
  h1,
  h2 {
    margin: 0 0 8px;
  }
  h2 {
    font-size: 1.2rem;
  }
  & + & {
    margin-top: 24px;
  }
  ${media.small} {
    padding: 16px;
  }
`;

/**
 * A table of records that scrolls sideways on a phone rather than squeezing. It takes the
 * keyboard's focus, so a table with nothing to focus inside can still be scrolled.
 */
export const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  /* Holds its visually hidden headers too, which would otherwise widen the page. */
  position: relative;
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }
  th,
  td {
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: 0.8rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A row of actions under a form or beside a record. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-top: 16px;
`;

/** Quiet text: dates, counts, explanations. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** The filters and search above a list. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 16px;
  margin: 20px 0;
`;
