// One restaurant's draft editor: its name, the description in both languages side by side
// (the English placeholder shows the Indonesian text the site falls back to), its four
// pictures, its cities and its menu link, checked with the schema the staff API uses. Its
// saves (the editor's, and the autosave's once the typing pauses) write the draft with the
// version they edited (a stale one offers to reload); the publish bar above the form puts
// the draft on the site. A new restaurant is saved as a hidden draft, and the editor then
// lands on it to publish it.
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { TextAreaField, TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import type { RestaurantRecord } from '../../../shared/catalogTypes';
import { adminPublishing } from '../../../shared/dictionary/adminPublishing';
import { DRAFT_SAVED } from '../../../shared/messages/publishing';
import { KIND_TRAITS } from '../../../shared/publishing/kindTraits';
import { restaurantSchema, type RestaurantValues } from '../../../shared/validation/restaurant';
import { addStrings, useT } from '../../language';
import { MediaField } from '../media/MediaField';
import { Actions, FieldPair, GroupedFormFrame, Muted, useFocusOnOpen } from '../consoleParts';
import { AutosaveStatus } from '../publishing/AutosaveStatus';
import { PublishBar } from '../publishing/PublishBar';
import { useAutosave } from '../publishing/useAutosave';
import { restaurantPublishTags, useCreateRestaurantMutation, useUpdateRestaurantMutation } from './restaurantsApi';
import { useCanPublish } from '../publishing/useCanPublish';

addStrings(adminPublishing);

const TRAITS = KIND_TRAITS.restaurant;

export const PICTURE_FIELDS = [
  ['headerImageUrl', 'admin.restaurants.headerImage'],
  ['restaurantImageUrl', 'admin.restaurants.restaurantImage'],
  ['logoImageUrl', 'admin.restaurants.logoImage'],
  ['foodImageUrl', 'admin.restaurants.foodImage'],
] as const;

export const EMPTY_RESTAURANT: RestaurantValues = {
  name: '',
  description: { id: '', en: '' },
  headerImageUrl: '',
  restaurantImageUrl: '',
  logoImageUrl: '',
  foodImageUrl: '',
  cities: [],
  menuLink: '',
};

export function valuesOf(record: RestaurantRecord): RestaurantValues {
  return {
    name: record.name,
    description: { id: record.description.id, en: record.description.en },
    headerImageUrl: record.headerImageUrl,
    restaurantImageUrl: record.restaurantImageUrl,
    logoImageUrl: record.logoImageUrl,
    foodImageUrl: record.foodImageUrl,
    cities: record.cities,
    menuLink: record.menuLink,
  };
}

type Props = {
  /** The restaurant as the form started from it; null for a new one. */
  restaurant: RestaurantRecord | null;
  /** The same restaurant as stored now (its version and state change with every save). */
  stored: RestaurantRecord | undefined;
  /** A new restaurant was created (as a draft): the editor goes on with it. */
  onCreated: (restaurant: RestaurantRecord) => void;
  /** Starts the form again from what is stored: after a stale save, a publish, a discard, a restore. */
  onReload: () => void;
  onClose: () => void;
};

export function RestaurantForm({ restaurant, stored, onCreated, onReload, onClose }: Props) {
  const t = useT();
  const form = useForm<RestaurantValues>({
    resolver: yupResolver(restaurantSchema),
    defaultValues: restaurant ? valuesOf(restaurant) : EMPTY_RESTAURANT,
  });
  const {
    register,
    control,
    watch,
    formState: { errors, isDirty: dirty },
  } = form;
  const message = (text: string | undefined) => (text ? t(text) : undefined);
  const indonesian = watch('description.id');
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const [create, creation] = useCreateRestaurantMutation();
  const [update, updating] = useUpdateRestaurantMutation();
  const canPublish = useCanPublish('restaurant');
  // The version each save is sent with and answers: the form goes on across its saves.
  const versionRef = useRef(restaurant?.version ?? 0);
  const [version, setVersion] = useState(versionRef.current);
  const saveDraft = useCallback(
    async (values: RestaurantValues) => {
      // As the schema reads them (trimmed, empty cities dropped): the autosave hands in the form's own values.
      const fields = restaurantSchema.cast(values, { assert: false, stripUnknown: true }) as RestaurantValues;
      if (!restaurant) {
        const answer = await create(fields).unwrap();
        onCreated(answer.restaurant);
        return answer;
      }
      const answer = await update({ id: restaurant.id, values: { ...fields, version: versionRef.current } }).unwrap();
      versionRef.current = answer.version;
      setVersion(answer.version);
      return answer;
    },
    [create, update, restaurant, onCreated],
  );
  // A new restaurant is created by the editor's own save, never by a pause in the typing.
  const autosave = useAutosave({ form, save: saveDraft, enabled: restaurant !== null });
  const tags = useMemo(() => (restaurant ? restaurantPublishTags(restaurant.id) : []), [restaurant]);

  const onSubmit = form.handleSubmit(async () => {
    const outcome = await autosave.saveNow();
    if (outcome.kind === 'saved') toast.success(t(DRAFT_SAVED));
    // Someone else's save comes first: said in the form (AutosaveStatus), with a way to load it.
    else if (outcome.kind === 'failed' && !outcome.failure.stale) toast.error(outcome.failure.message);
  });

  const title = restaurant
    ? t('admin.restaurants.editNamed', { name: restaurant.name })
    : t('admin.restaurants.newTitle');

  return (
    <GroupedFormFrame as="section" aria-labelledby="restaurant-form-title">
      <h2 id="restaurant-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {restaurant ? (
        <PublishBar
          kind="restaurant"
          recordKey={restaurant.id}
          title={stored?.name ?? restaurant.name}
          publishing={stored?.publishing ?? restaurant.publishing}
          version={version}
          languages={TRAITS.languages}
          canUnpublish={TRAITS.canUnpublish}
          canPublish={canPublish}
          dirty={dirty}
          tags={tags}
          onReload={onReload}
        />
      ) : (
        <Muted>{t('admin.restaurants.newHint')}</Muted>
      )}
      {/* The publish bar stays outside: its dialogs' forms are not this form's. */}
      <Fields aria-labelledby="restaurant-form-title" noValidate onSubmit={onSubmit}>
        <TextField label={t('admin.restaurants.name')} error={message(errors.name?.message)} {...register('name')} />
        <FieldPair>
          <TextAreaField
            label={t('admin.restaurants.descriptionId')}
            lang="id"
            error={message(errors.description?.id?.message)}
            {...register('description.id')}
          />
          <TextAreaField
            label={t('admin.restaurants.descriptionEn')}
            lang="en"
            hint={t('admin.restaurants.descriptionEnHint')}
            placeholder={indonesian}
            error={message(errors.description?.en?.message)}
            {...register('description.en')}
          />
        </FieldPair>
        <fieldset>
          <legend>{t('admin.restaurants.pictures')}</legend>
          <Pictures>
            {PICTURE_FIELDS.map(([name, label]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <MediaField
                    kind="image"
                    label={t(label)}
                    value={field.value}
                    onChange={field.onChange}
                    error={message(errors[name]?.message)}
                  />
                )}
              />
            ))}
          </Pictures>
        </fieldset>
        <Controller
          control={control}
          name="cities"
          render={({ field }) => (
            <TextField
              label={t('admin.restaurants.citiesLabel')}
              hint={t('admin.restaurants.citiesHint')}
              error={message(errors.cities?.message ?? errors.cities?.find?.((city) => city?.message)?.message)}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              // Kept as typed (empty items and trailing spaces too) so the text round-trips; the schema trims and drops the empty ones.
              value={Array.isArray(field.value) ? field.value.join(', ') : ''}
              onChange={(event) => field.onChange(event.target.value.split(',').map((city) => city.trimStart()))}
            />
          )}
        />
        <TextField
          label={t('admin.restaurants.menuLink')}
          hint={t('admin.restaurants.menuLinkHint')}
          type="text"
          inputMode="url"
          error={message(errors.menuLink?.message)}
          {...register('menuLink')}
        />
        <Actions>
          <Button type="submit" $variant="primary" disabled={creation.isLoading || updating.isLoading}>
            {creation.isLoading || updating.isLoading ? t('admin.catalog.saving') : t('admin.restaurants.saveDraft')}
          </Button>
          <Button type="button" $variant="subtle" onClick={onClose}>
            {restaurant ? t('admin.catalog.close') : t('admin.catalog.cancel')}
          </Button>
          {restaurant && <AutosaveStatus status={autosave.status} dirty={dirty} onReload={onReload} />}
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

const Pictures = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
