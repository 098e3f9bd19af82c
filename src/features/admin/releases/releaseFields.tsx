// The fields every release form shares: its name, when it runs (a date and a time on the clinic's
// clock, with the zone named beside them) and which languages of a record it publishes.
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { TextField } from '../../../components/TextField';
import { RELEASE_NAME_MAX } from '../../../shared/publishing/limits';
import { PUBLISH_LANGUAGES } from '../../../shared/publishing/types';
import { useT } from '../../language';
import { FieldPair, Muted } from '../consoleParts';
import { zoneDescription, zoneShortName } from './clinicClock';

type WhenFieldsProps = {
  zone: string;
  date: UseFormRegisterReturn;
  time: UseFormRegisterReturn;
  /** Messages or dictionary keys, as the schema gives them. */
  dateError?: string;
  timeError?: string;
};

export function WhenFields({ zone, date, time, dateError, timeError }: WhenFieldsProps) {
  const t = useT();
  const short = zoneShortName(zone);
  return (
    <Group>
      <legend>{t('admin.releases.when')}</legend>
      <Muted>{t('admin.releases.zoneNote', { zone: zoneDescription(zone) })}</Muted>
      <FieldPair>
        <TextField
          label={t('admin.releases.date', { zone: short })}
          type="date"
          error={dateError && t(dateError)}
          {...date}
        />
        <TextField
          label={t('admin.releases.time', { zone: short })}
          type="time"
          step={60}
          error={timeError && t(timeError)}
          {...time}
        />
      </FieldPair>
    </Group>
  );
}

type NameAndWhenProps = WhenFieldsProps & { name: UseFormRegisterReturn; nameError?: string };

/** A release's name and its time: what every new release asks first. */
export function NameAndWhenFields({ name, nameError, ...when }: NameAndWhenProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('admin.releases.name')}
        maxLength={RELEASE_NAME_MAX}
        error={nameError && t(nameError)}
        {...name}
      />
      <WhenFields {...when} />
    </>
  );
}

type LanguageChecksProps = {
  /** One registration for both boxes: react-hook-form reads the ticked values as a list. */
  field: UseFormRegisterReturn;
  legend?: string;
  error?: string;
};

export function LanguageChecks({ field, legend, error }: LanguageChecksProps) {
  const t = useT();
  return (
    <Group>
      <legend>{legend ?? t('admin.releases.languages')}</legend>
      <Checks>
        {PUBLISH_LANGUAGES.map((lang) => (
          <label key={lang}>
            <input type="checkbox" value={lang} aria-invalid={error ? true : undefined} {...field} />
            {t(`admin.releases.lang.${lang}`)}
          </label>
        ))}
      </Checks>
      {error && <FieldError>{t(error)}</FieldError>}
    </Group>
  );
}

/** A group of fields under a bold legend, without a frame of its own. */
export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 700;
  }
`;

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.88rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;
