// One restaurant's form: its name, the description in both languages side by side (the
// English placeholder shows the Indonesian text the site falls back to), its four
// pictures, its cities and its menu link. Checked with the schema the staff API uses.
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { TextAreaField, TextField } from '../../../components/TextField';
import type { RestaurantRecord } from '../../../shared/catalogTypes';
import { restaurantSchema, type RestaurantValues } from '../../../shared/validation/restaurant';
import { useT } from '../../language';
import { MediaField } from '../media/MediaField';
import { Actions, FieldPair, GroupedFormFrame, useFocusOnOpen, type RecordFormProps } from '../consoleParts';

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

type Props = RecordFormProps<RestaurantValues>;

export function RestaurantForm({ title, initial, saving, notice, onSubmit, onCancel }: Props) {
  const t = useT();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RestaurantValues>({ resolver: yupResolver(restaurantSchema), defaultValues: initial });
  const message = (text: string | undefined) => (text ? t(text) : undefined);
  const indonesian = watch('description.id');
  const heading = useFocusOnOpen<HTMLHeadingElement>();

  return (
    <GroupedFormFrame as="form" aria-labelledby="restaurant-form-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <h2 id="restaurant-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
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

const Pictures = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
