// One outlet's form: the city (one the brand lists), the address, a note in both languages,
// the numbers, the links and the week's opening hours. Checked with the schema the staff
// API uses; the server checks the city against the brand again.
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { media } from '../../../components/theme';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import type { OutletRecord } from '../../../shared/catalogTypes';
import type { LangCode } from '../../../shared/language';
import { OUTLET_LIMITS, outletSchema, type OutletValues } from '../../../shared/validation/outlet';
import { useT } from '../../language';
import { Actions, FieldPair, GroupedFormFrame, useFocusOnOpen, type RecordFormProps } from '../consoleParts';
import { OpeningHoursField } from './OpeningHoursField';

const DAILY = { start: 10 * 60, end: 22 * 60 };

export const emptyOutlet = (city: string): OutletValues => ({
  city,
  address: '',
  note: { id: '', en: '' },
  openingHours: { '0': DAILY, '1': DAILY, '2': DAILY, '3': DAILY, '4': DAILY, '5': DAILY, '6': DAILY },
  phone: '',
  mapsUrl: '',
  reservationUrl: '',
  whatsapp: '',
  deliveryLinks: [],
});

export function outletValuesOf(record: OutletRecord): OutletValues {
  return {
    city: record.city,
    address: record.address,
    note: { id: record.note.id, en: record.note.en },
    openingHours: record.openingHours,
    phone: record.phone,
    mapsUrl: record.mapsUrl,
    reservationUrl: record.reservationUrl,
    whatsapp: record.whatsapp,
    deliveryLinks: record.deliveryLinks.map((link) => ({ ...link })),
  };
}

type Props = RecordFormProps<OutletValues> & { cities: string[]; lang: LangCode };

export function OutletForm({ title, initial, saving, notice, onSubmit, onCancel, cities, lang }: Props) {
  const t = useT();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<OutletValues>({ resolver: yupResolver(outletSchema) as Resolver<OutletValues>, defaultValues: initial });
  const links = useFieldArray({ control, name: 'deliveryLinks' });
  const message = (text: string | undefined) => (text ? t(text) : undefined);
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  // A city the brand no longer lists stays choosable, so the form shows what is stored.
  const choices = cities.includes(initial.city) || !initial.city ? cities : [initial.city, ...cities];

  return (
    <GroupedFormFrame as="form" aria-labelledby="outlet-form-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <h2 id="outlet-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <SelectField label={t('admin.outlets.city')} error={message(errors.city?.message)} {...register('city')}>
        <option value="">{t('admin.outlets.chooseCity')}</option>
        {choices.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('admin.outlets.address')}
        maxLength={OUTLET_LIMITS.address}
        error={message(errors.address?.message)}
        {...register('address')}
      />
      <FieldPair>
        <TextField
          label={t('admin.outlets.noteId')}
          lang="id"
          hint={t('admin.outlets.noteHint')}
          error={message(errors.note?.id?.message)}
          {...register('note.id')}
        />
        <TextField
          label={t('admin.outlets.noteEn')}
          lang="en"
          placeholder={watch('note.id')}
          error={message(errors.note?.en?.message)}
          {...register('note.en')}
        />
      </FieldPair>
      <FieldPair>
        <TextField
          label={t('admin.outlets.phone')}
          type="tel"
          hint={t('admin.outlets.numberHint')}
          error={message(errors.phone?.message)}
          {...register('phone')}
        />
        <TextField
          label={t('admin.outlets.whatsapp')}
          type="tel"
          hint={t('admin.outlets.numberHint')}
          error={message(errors.whatsapp?.message)}
          {...register('whatsapp')}
        />
      </FieldPair>
      <TextField
        label={t('admin.outlets.mapsUrl')}
        type="url"
        hint={t('admin.outlets.mapsUrlHint')}
        error={message(errors.mapsUrl?.message)}
        {...register('mapsUrl')}
      />
      <TextField
        label={t('admin.outlets.reservationUrl')}
        type="url"
        hint={t('admin.outlets.reservationUrlHint')}
        error={message(errors.reservationUrl?.message)}
        {...register('reservationUrl')}
      />
      <Controller
        control={control}
        name="openingHours"
        render={({ field }) => (
          <OpeningHoursField
            value={field.value}
            onChange={field.onChange}
            lang={lang}
            error={message(errors.openingHours?.message)}
          />
        )}
      />
      <fieldset>
        <legend>{t('admin.outlets.delivery')}</legend>
        <Links>
          {links.fields.map((link, index) => (
            <LinkRow key={link.id}>
              <TextField
                label={t('admin.outlets.linkLabel', { number: index + 1 })}
                error={message(errors.deliveryLinks?.[index]?.label?.message)}
                {...register(`deliveryLinks.${index}.label`)}
              />
              <TextField
                label={t('admin.outlets.linkUrl', { number: index + 1 })}
                type="url"
                error={message(errors.deliveryLinks?.[index]?.url?.message)}
                {...register(`deliveryLinks.${index}.url`)}
              />
              <Button
                type="button"
                $variant="subtle"
                $size="small"
                aria-label={t('admin.outlets.removeLink', { number: index + 1 })}
                onClick={() => links.remove(index)}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </LinkRow>
          ))}
          {links.fields.length < OUTLET_LIMITS.deliveryLinks && (
            <Button
              type="button"
              $variant="secondary"
              $size="small"
              onClick={() => links.append({ label: '', url: '' })}
            >
              {t('admin.outlets.addLink')}
            </Button>
          )}
        </Links>
      </fieldset>
      {notice}
      <Actions>
        <Button type="submit" $variant="primary" disabled={saving}>
          {saving ? t('admin.catalog.saving') : t('admin.catalog.save')}
        </Button>
        <Button type="button" $variant="subtle" onClick={onCancel}>
          {t('admin.catalog.cancel')}
        </Button>
      </Actions>
    </GroupedFormFrame>
  );
}

const Links = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
`;

// Name, address and remove side by side; on a phone the address goes under the name.
const LinkRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 3fr) auto;
  grid-template-areas: 'label url remove';
  align-items: end;
  gap: 12px;
  width: 100%;
  > :nth-child(1) {
    grid-area: label;
  }
  > :nth-child(2) {
    grid-area: url;
  }
  > :nth-child(3) {
    grid-area: remove;
  }
  ${media.small} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'label remove' 'url url';
  }
`;
