// Building blocks the console's sections share.
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../components/Card';
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
/** A dialog's content: its blocks one under the other, paragraphs without their own margins. */
export const DialogBody = styled.div`
  display: grid;
  gap: 16px;
  p {
    margin: 0;
  }
`;

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

/** A section of ordered records (restaurants, doctors): heading, list and dialogs, one under another. */
export const RecordSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

/** A heading with its main action beside it (a console page's head: SectionHead.tsx; a panel's). */
export const RecordHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
`;

export const RecordList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One record: its picture, what it is, and its controls; dimmed when set aside (a retired doctor). */
export const RecordRow = styled(Card).attrs({ as: 'li' })<{ $dimmed?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding: 12px 16px;
  opacity: ${({ $dimmed }) => ($dimmed ? 0.7 : 1)};
`;

/** Its name, with the lesser lines (speciality, cities) muted. */
export const RecordDetails = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

export const RecordControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** What a record's form takes: its title, its values, whether a save is in flight, a failed save's notice, and what to do. */
export type RecordFormProps<V> = {
  title: string;
  initial: V;
  saving: boolean;
  /** Shown above the buttons: a failed save's message, with what the user can do about it. */
  notice?: ReactNode;
  onSubmit: (values: V) => void;
  onCancel: () => void;
};

/** The button that opened a form is gone once it shows: the focus starts at the element this ref is on (its heading). */
export function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** A record's form (a restaurant, a doctor): a card with its heading, which takes the focus when it opens. */
export const RecordFormFrame = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 18px;
  padding: 24px;
  h2 {
    margin: 0;
    font-size: 1.35rem;
    &:focus {
      outline: none;
    }
  }
`;

/** A record's form whose fields come in groups (fieldsets with a bold legend, no frame of their own). */
export const GroupedFormFrame = styled(RecordFormFrame)`
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: 10px;
    font-weight: 700;
  }
`;

/** Two fields side by side (one under the other on a phone), such as both languages of one text. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  ${media.small} {
    grid-template-columns: 1fr;
  }
`;

/** A week of hours being edited (a doctor's, an outlet's): one row per weekday. */
export const WeekRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
`;

/** One weekday's row: how the day goes, then its times when it has them. */
export const DayRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
`;
