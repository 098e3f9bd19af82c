// One outlet's draft editor: the city (one the brand's working copy lists), the address, a
// note in both languages, the numbers, the links and the week's opening hours, checked with
// the schema the staff API uses (the server checks the city against the brand again). Its
// saves (the editor's, and the autosave's once the typing pauses) write the draft with the
// version they edited (a stale one offers to reload); the publish bar above the form puts
// the draft on the site, where it shows while its brand is published too. A new outlet is
// saved as a hidden draft, and the editor then lands on it to publish it.
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { media } from '../../../components/theme';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import type { OutletRecord, RestaurantRecord } from '../../../shared/catalogTypes';
import { adminPublishing } from '../../../shared/dictionary/adminPublishing';
import type { LangCode } from '../../../shared/language';
import { DRAFT_SAVED } from '../../../shared/messages/publishing';
import { KIND_TRAITS } from '../../../shared/publishing/kindTraits';
import { OUTLET_LIMITS, outletSchema, type OutletValues } from '../../../shared/validation/outlet';
import { addStrings, useT } from '../../language';
import { Actions, FieldPair, GroupedFormFrame, Muted, useFocusOnOpen } from '../consoleParts';
import { AutosaveStatus } from '../publishing/AutosaveStatus';
import { PublishBar } from '../publishing/PublishBar';
import { useAutosave } from '../publishing/useAutosave';
import { OUTLET_PUBLISH_TAGS, useCreateOutletMutation, useUpdateOutletMutation } from './adminOutletsApi';
import { OpeningHoursField } from './OpeningHoursField';
import { useCanPublish } from '../publishing/useCanPublish';

addStrings(adminPublishing);

const TRAITS = KIND_TRAITS.outlet;

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

type Props = {
  /** The outlet as the form started from it; null for a new one. */
  outlet: OutletRecord | null;
  /** The same outlet as stored now (its version and state change with every save). */
  stored: OutletRecord | undefined;
  /** Its brand as stored now: its working copy's cities, and whether it is on the site. */
  restaurant: RestaurantRecord;
  lang: LangCode;
  /** A new outlet was created (as a draft): the editor goes on with it. */
  onCreated: (outlet: OutletRecord) => void;
  /** Starts the form again from what is stored: after a stale save, a publish, a discard, a restore. */
  onReload: () => void;
  onClose: () => void;
};

export function OutletForm({ outlet, stored, restaurant, lang, onCreated, onReload, onClose }: Props) {
  const t = useT();
  const { cities } = restaurant;
  const [initial] = useState(() =>
    outlet ? outletValuesOf(outlet) : emptyOutlet(cities.length === 1 ? cities[0]! : ''),
  );
  const form = useForm<OutletValues>({
    resolver: yupResolver(outletSchema) as Resolver<OutletValues>,
    defaultValues: initial,
  });
  const {
    register,
    control,
    watch,
    formState: { errors, isDirty: dirty },
  } = form;
  const links = useFieldArray({ control, name: 'deliveryLinks' });
  const message = (text: string | undefined) => (text ? t(text) : undefined);
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  // A city the brand no longer lists stays choosable, so the form shows what is stored.
  const choices = cities.includes(initial.city) || !initial.city ? cities : [initial.city, ...cities];
  const [create, creation] = useCreateOutletMutation();
  const [update, updating] = useUpdateOutletMutation();
  const canPublish = useCanPublish('outlet');
  // The version each save is sent with and answers: the form goes on across its saves.
  const versionRef = useRef(outlet?.version ?? 0);
  const [version, setVersion] = useState(versionRef.current);
  const saveDraft = useCallback(
    async (values: OutletValues) => {
      // As the schema reads them (trimmed): the autosave hands in the form's own values.
      const fields = outletSchema.cast(values, { assert: false, stripUnknown: true }) as OutletValues;
      if (!outlet) {
        const answer = await create({ restaurantId: restaurant.id, values: fields }).unwrap();
        onCreated(answer.outlet);
        return answer;
      }
      const answer = await update({ id: outlet.id, values: { ...fields, version: versionRef.current } }).unwrap();
      versionRef.current = answer.version;
      setVersion(answer.version);
      return answer;
    },
    [create, update, outlet, restaurant.id, onCreated],
  );
  // A new outlet is created by the editor's own save, never by a pause in the typing.
  const autosave = useAutosave({ form, save: saveDraft, enabled: outlet !== null });

  const onSubmit = form.handleSubmit(async () => {
    const outcome = await autosave.saveNow();
    if (outcome.kind === 'saved') toast.success(t(DRAFT_SAVED));
    // Someone else's save comes first: said in the form (AutosaveStatus), with a way to load it.
    else if (outcome.kind === 'failed' && !outcome.failure.stale) toast.error(outcome.failure.message);
  });

  const title = outlet
    ? t('admin.outlets.editTitle', { name: restaurant.name, city: outlet.city })
    : t('admin.outlets.newTitle', { name: restaurant.name });
  const shown = stored ?? outlet;

  return (
    <GroupedFormFrame as="section" aria-labelledby="outlet-form-title">
      <h2 id="outlet-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {restaurant.publishing.state === 'draft' && <Muted>{t('admin.outlets.brandHidden')}</Muted>}
      {outlet && shown ? (
        <PublishBar
          kind="outlet"
          recordKey={outlet.id}
          title={t('admin.outlets.recordTitle', { name: restaurant.name, address: shown.address })}
          publishing={shown.publishing}
          version={version}
          languages={TRAITS.languages}
          canUnpublish={TRAITS.canUnpublish}
          canPublish={canPublish}
          dirty={dirty}
          tags={OUTLET_PUBLISH_TAGS}
          onReload={onReload}
        />
      ) : (
        <Muted>{t('admin.outlets.newHint')}</Muted>
      )}
      {/* The publish bar stays outside: its dialogs' forms are not this form's. */}
      <Fields aria-labelledby="outlet-form-title" noValidate onSubmit={onSubmit}>
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
        <Actions>
          <Button type="submit" $variant="primary" disabled={creation.isLoading || updating.isLoading}>
            {creation.isLoading || updating.isLoading ? t('admin.catalog.saving') : t('admin.restaurants.saveDraft')}
          </Button>
          <Button type="button" $variant="subtle" onClick={onClose}>
            {outlet ? t('admin.catalog.close') : t('admin.catalog.cancel')}
          </Button>
          {outlet && <AutosaveStatus status={autosave.status} dirty={dirty} onReload={onReload} />}
        </Actions>
      </Fields>
    </GroupedFormFrame>
  );
}

/** The fields under the publish bar, spaced as the frame spaces its own parts. */
const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

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
