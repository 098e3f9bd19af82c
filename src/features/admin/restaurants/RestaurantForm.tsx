// One restaurant's form: its name, the description in both languages side by side (the
// English placeholder shows the Indonesian text the site falls back to), its four
// pictures, its cities and its menu link. Checked with the schema the staff API uses.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { TextAreaField, TextField } from '../../../components/TextField';
import { media } from '../../../components/theme';
import type { RestaurantRecord } from '../../../shared/catalogTypes';
import { restaurantSchema, type RestaurantValues } from '../../../shared/validation/restaurant';
import { useT } from '../../language';
import { MediaField } from '../media/MediaField';

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
  title: string;
  initial: RestaurantValues;
  saving: boolean;
  /** Shown above the buttons: a failed save's message, with what the user can do about it. */
  notice?: ReactNode;
  onSubmit: (values: RestaurantValues) => void;
  onCancel: () => void;
};

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
  const heading = useRef<HTMLHeadingElement>(null);

  // The button that opened the form is gone: the focus starts at the form's heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Frame as="form" aria-labelledby="restaurant-form-title" noValidate onSubmit={handleSubmit(onSubmit)}>
      <h2 id="restaurant-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <TextField label={t('admin.restaurants.name')} error={message(errors.name?.message)} {...register('name')} />
      <Pair>
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
      </Pair>
      <fieldset>
        <legend>{t('admin.restaurants.pictures')}</legend>
        <Pictures>
          {PICTURE_FIELDS.map(([name, label]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <MediaField kind="image" label={t(label)} value={field.value} onChange={field.onChange} error={message(errors[name]?.message)} />
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
        type="url"
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
    </Frame>
  );
}

const Frame = styled(Card)`
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

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  ${media.small} {
    grid-template-columns: 1fr;
  }
`;

const Pictures = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
