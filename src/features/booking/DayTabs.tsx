import styled from 'styled-components';
import { onRadioGroupKeyDown } from '../../components/radioGroupKeys';
import { media } from '../../components/theme';
import { type SlotDay } from '../../shared/slots';
import { formatDayDate, formatWeekday, type FormatLang } from '../../shared/format/format';
import { useT } from '../language';

export type OpenDay = SlotDay & {
  free: string[];
  /** Today, when the doctor works it but every slot has begun: "None left today", not "Full". */
  closed: boolean;
};

type Props = {
  days: OpenDay[];
  chosen: string;
  /** The id of the label that names the group. */
  labelledBy: string;
  lang: FormatLang;
  onChoose: (dateKey: string) => void;
};

/** The bookable days as a radio group (one Tab stop, arrows move), each with its date and how many times are free. */
export function DayTabs({ days, chosen, labelledBy, lang, onChoose }: Props) {
  const t = useT();
  // The group's one Tab stop: the chosen day, else the first.
  const tabStop = days.some((day) => day.dateKey === chosen) ? chosen : days[0]?.dateKey;
  return (
    <Days role="radiogroup" aria-labelledby={labelledBy} onKeyDown={onRadioGroupKeyDown}>
      {days.map((day) => {
        const selected = day.dateKey === chosen;
        const full = day.free.length === 0;
        const freeText = day.closed
          ? t('booking.closed')
          : full
            ? t('booking.full')
            : t('booking.freeCount', { count: day.free.length });
        return (
          <DayButton
            key={day.dateKey}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={day.dateKey === tabStop ? 0 : -1}
            aria-label={`${formatDayDate(day.date, lang)} · ${freeText}`}
            $selected={selected}
            $full={full}
            onClick={() => onChoose(day.dateKey)}
          >
            <span>{formatWeekday(day.date, lang)}</span>
            <strong>{day.date.day}</strong>
            <small aria-hidden="true">{freeText}</small>
          </DayButton>
        );
      })}
    </Days>
  );
}

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 10px;
  margin-bottom: 24px;
  ${media.small} {
    display: flex;
    overflow-x: auto;
    margin: 0 -16px 20px;
    padding: 2px 16px 8px;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  }
`;

const DayButton = styled.button<{ $selected: boolean; $full: boolean }>`
  display: grid;
  justify-items: center;
  gap: 2px;
  min-width: 72px;
  padding: 12px 6px;
  border: 1px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.background)};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  cursor: pointer;
  transition: border-color 0.15s, background 0.15s;
  span {
    font-size: 0.8rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  strong {
    font-size: 1.5rem;
    line-height: 1.1;
  }
  small {
    font-size: 0.72rem;
    color: ${({ $selected, theme }) => ($selected ? theme.colors.onPrimary : theme.colors.muted)};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  /* A day with nothing left steps back by its frame, not by fading: faded text fails contrast. */
  ${({ $full, $selected, theme }) => ($full && !$selected ? `background: ${theme.colors.surface}; border-style: dashed;` : '')}
  ${media.small} {
    flex: none;
  }
`;
