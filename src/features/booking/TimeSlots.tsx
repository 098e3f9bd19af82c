import styled from 'styled-components';
import { onRadioGroupKeyDown } from '../../components/radioGroupKeys';
import { media } from '../../components/theme';
import { type FormatLang } from '../../shared/format/format';
import { formatTime } from '../../shared/format/clock';
import { useT } from '../language';

type Props = {
  times: string[];
  chosen: string | null;
  /** The time an appointment holds now, when moving it: shown as such, not a choice. */
  current?: string | null;
  /** The day is today and its last slot has begun on the clinic clock: "no slots are left today". */
  closed?: boolean;
  /** The id of the label that names the group. */
  labelledBy: string;
  lang: FormatLang;
  onChoose: (time: string) => void;
};

/** The free times of the chosen day as a radio group (one Tab stop, so Tab goes on to the Book button), or a note that there are none. */
export function TimeSlots({ times, chosen, current = null, closed = false, labelledBy, lang, onChoose }: Props) {
  const t = useT();
  if (times.length === 0)
    return <Empty role="status">{t(closed ? 'booking.closedToday' : 'booking.noSlotsDay')}</Empty>;
  // The group's one Tab stop: the chosen time, else the first that can be chosen.
  const tabStop = chosen && times.includes(chosen) ? chosen : times.find((slot) => slot !== current);
  return (
    <Times role="radiogroup" aria-labelledby={labelledBy} onKeyDown={onRadioGroupKeyDown}>
      {times.map((slot) =>
        slot === current ? (
          <CurrentSlot
            key={slot}
            type="button"
            role="radio"
            aria-checked={false}
            disabled
            aria-label={`${formatTime(slot, lang)} · ${t('booking.reschedule.currentMark')}`}
          >
            {formatTime(slot, lang)}
            <small aria-hidden="true">{t('booking.reschedule.currentMark')}</small>
          </CurrentSlot>
        ) : (
          <TimeButton
            key={slot}
            type="button"
            role="radio"
            aria-checked={slot === chosen}
            tabIndex={slot === tabStop ? 0 : -1}
            $selected={slot === chosen}
            onClick={() => onChoose(slot)}
          >
            {formatTime(slot, lang)}
          </TimeButton>
        ),
      )}
    </Times>
  );
}

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 10px;
  ${media.small} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 8px;
  }
`;

// One line whatever the language: "11:30 AM" never breaks before AM, so the chosen slot
// (bolder, hence wider) keeps its neighbours' height.
const TimeButton = styled.button<{ $selected: boolean }>`
  min-height: 44px;
  padding: 8px 6px;
  white-space: nowrap;
  border: 1px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.background)};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: ${({ $selected }) => ($selected ? 700 : 500)};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: border-color 0.15s, background 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

// The slot being moved away from: framed in the primary colour but dashed, and not pressable.
const CurrentSlot = styled.button`
  display: grid;
  justify-items: center;
  min-height: 44px;
  padding: 4px 10px;
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
  white-space: nowrap;
  cursor: default;
  small {
    font-size: 0.7rem;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
`;
