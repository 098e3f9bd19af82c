import { useId } from 'react';
import styled from 'styled-components';
import { media } from '../../components/theme';
import { formatDayDate, type FormatLang } from '../../shared/format/format';
import { formatDateKey, formatTime } from '../../shared/format/clock';
import { useT } from '../language';
import { DayTabs } from './DayTabs';
import { TimeSlots } from './TimeSlots';
import type { SlotChoice } from './useSlotChoice';

/** The day tabs and the time grid of one choice: the appointment page's and the reschedule dialog's. */
export function SlotGrid({ choice, lang }: { choice: SlotChoice; lang: FormatLang }) {
  const t = useT();
  const id = useId();
  const { days, day, time, times } = choice;
  return (
    <>
      <GroupLabel id={`${id}-days`}>{t('booking.days')}</GroupLabel>
      <DayTabs days={days} chosen={day.dateKey} labelledBy={`${id}-days`} lang={lang} onChoose={choice.chooseDay} />
      <GroupLabel id={`${id}-times`}>
        {t('booking.times')} · {formatDayDate(day.date, lang)}
      </GroupLabel>
      <TimeSlots
        times={times}
        chosen={time}
        current={day.current}
        closed={day.closed}
        labelledBy={`${id}-times`}
        lang={lang}
        onChoose={choice.chooseTime}
      />
    </>
  );
}

/** The clinic's time zone, which every time on the grid is in. */
export function TimeZoneNote({ zone }: { zone: string }) {
  const t = useT();
  return <Note>{t('booking.timeZoneNote', { zone })}</Note>;
}

/** "Your choice: 5 Mar 2026, 15.00", announced as it changes. */
export function ChosenSlot({ dateKey, time, lang }: { dateKey: string; time: string; lang: FormatLang }) {
  const t = useT();
  return (
    <Choice aria-live="polite">
      {t('booking.selected', { date: formatDateKey(dateKey, lang), time: formatTime(time, lang) })}
    </Choice>
  );
}

/** The row under the grid: the confirming button and the choice. */
export const SlotActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  margin-top: 28px;
  ${media.small} {
    button {
      width: 100%;
    }
  }
`;

const Note = styled.p`
  margin: 0 0 20px;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Choice = styled.p`
  margin: 0;
  font-weight: 600;
`;

const GroupLabel = styled.p`
  margin: 0 0 10px;
  font-weight: 700;
  font-size: 0.92rem;
`;
