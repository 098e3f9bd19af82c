// An outlet's week: per weekday closed, or open from one time to another on a 15-minute
// grid within the day. Monday first, like the doctor's hours editor, whose rows it shares.
import styled from 'styled-components';
import { SelectField } from '../../../components/SelectField';
import { weekdayNameOf } from '../../../shared/calendarText';
import { openingTime } from '../../../shared/outletHours';
import { OUTLET_LIMITS } from '../../../shared/validation/outlet';
import { WEEK_FROM_MONDAY, type WeekdayKey, type WeeklyHours } from '../../../shared/weeklyHours';
import type { LangCode } from '../../../shared/language';
import { useT } from '../../language';
import { DayRow, WeekRows } from '../consoleParts';

/** Every opening time of the day, and every closing time up to its very end. */
const OPENS: number[] = [];
const CLOSES: number[] = [];
for (let minutes = 0; minutes < OUTLET_LIMITS.dayEnd; minutes += OUTLET_LIMITS.minutesStep) {
  OPENS.push(minutes);
  CLOSES.push(minutes + OUTLET_LIMITS.minutesStep);
}

/** What a day that is switched to open starts with. */
const USUAL_DAY = { start: 10 * 60, end: 22 * 60 };

type Props = { value: WeeklyHours; onChange: (value: WeeklyHours) => void; lang: LangCode; error?: string };

export function OpeningHoursField({ value, onChange, lang, error }: Props) {
  const t = useT();
  const setDay = (key: WeekdayKey, hours: { start: number; end: number } | null) =>
    onChange({ ...value, [key]: hours });
  return (
    <fieldset>
      <legend>{t('admin.outlets.hours')}</legend>
      <WeekRows>
        {WEEK_FROM_MONDAY.map((key) => {
          const day = value[key] ?? null;
          const name = weekdayNameOf(Number(key), lang, 'long');
          return (
            <DayRow key={key}>
              <SelectField
                label={name}
                value={day ? 'open' : 'closed'}
                onChange={(event) => setDay(key, event.target.value === 'open' ? USUAL_DAY : null)}
              >
                <option value="open">{t('admin.outlets.open')}</option>
                <option value="closed">{t('admin.outlets.closed')}</option>
              </SelectField>
              {day && (
                <>
                  <SelectField
                    label={t('admin.outlets.from', { day: name })}
                    value={day.start}
                    onChange={(event) => setDay(key, { ...day, start: Number(event.target.value) })}
                  >
                    {OPENS.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {openingTime(minutes, lang)}
                      </option>
                    ))}
                  </SelectField>
                  <SelectField
                    label={t('admin.outlets.to', { day: name })}
                    value={day.end}
                    onChange={(event) => setDay(key, { ...day, end: Number(event.target.value) })}
                  >
                    {CLOSES.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {openingTime(minutes, lang)}
                      </option>
                    ))}
                  </SelectField>
                </>
              )}
            </DayRow>
          );
        })}
      </WeekRows>
      {error && <HoursError role="alert">{error}</HoursError>}
    </fieldset>
  );
}

const HoursError = styled.p`
  margin: 10px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
