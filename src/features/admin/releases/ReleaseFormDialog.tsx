// The form of a release of several records, for a new release and for a change of one: its
// name, when it runs, and its records (picked by kind), each published (in chosen languages)
// or taken off the site, or removed from it.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { PUBLISH_LANGUAGES } from '../../../shared/publishing/types';
import { useT } from '../../language';
import { Actions, Muted } from '../consoleParts';
import { SaveFailure, type SaveFailureState } from '../SaveFailure';
import { KIND_TRAITS } from '../../../shared/publishing/kindTraits';
import { kindLabelKey, recordTitle } from './kindLabels';
import { RecordPicker, type PickedRecord } from './RecordPicker';
import { FieldError, Group, LanguageChecks, NameAndWhenFields } from './releaseFields';
import { releaseFormSchema, type ReleaseFormValues, type ScheduleContext } from './releaseSchema';

type ReleaseFormDialogProps = {
  title: string;
  initial: ReleaseFormValues;
  zone: string;
  saving: boolean;
  failure: SaveFailureState | null;
  onReload: () => void;
  onSubmit: (values: ReleaseFormValues) => void;
  onClose: () => void;
};

export function ReleaseFormDialog({
  title,
  initial,
  zone,
  saving,
  failure,
  onReload,
  onSubmit,
  onClose,
}: ReleaseFormDialogProps) {
  const t = useT();
  const context: ScheduleContext = { timeZone: zone };
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ReleaseFormValues>({ resolver: yupResolver(releaseFormSchema), context, defaultValues: initial });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = watch('items');

  // A reload after a refusal brings the release as it is stored now.
  useEffect(() => reset(initial), [initial, reset]);

  const add = ({ kind, key, title: recordTitle }: PickedRecord) =>
    append({
      kind,
      key,
      title: recordTitle,
      action: 'publish',
      langs: KIND_TRAITS[kind].languages ? [...PUBLISH_LANGUAGES] : [],
    });
  const itemsError = errors.items?.root?.message ?? errors.items?.message;

  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('admin.releases.close')}>
      <Form noValidate onSubmit={handleSubmit(onSubmit)}>
        <NameAndWhenFields
          zone={zone}
          name={register('name')}
          nameError={errors.name?.message}
          date={register('date')}
          time={register('time')}
          dateError={errors.date?.message}
          timeError={errors.time?.message}
        />
        <RecordPicker has={(kind, key) => items.some((item) => item.kind === kind && item.key === key)} onAdd={add} />
        <Group>
          <legend>{t('admin.releases.records')}</legend>
          {fields.length === 0 && <Muted>{t('admin.releases.noRecords')}</Muted>}
          <Items>
            {fields.map((field, index) => {
              const rule = KIND_TRAITS[field.kind];
              const publishing = items[index]?.action !== 'unpublish';
              return (
                <li key={field.id}>
                  <Group>
                    <legend>
                      {recordTitle(t, field)} <Muted as="span">· {t(kindLabelKey(field.kind))}</Muted>
                    </legend>
                    {rule.canUnpublish ? (
                      <SelectField label={t('admin.releases.action')} {...register(`items.${index}.action`)}>
                        <option value="publish">{t('admin.releases.action.publish')}</option>
                        <option value="unpublish">{t('admin.releases.action.unpublish')}</option>
                      </SelectField>
                    ) : (
                      <Muted>{t('admin.releases.action.publish')}</Muted>
                    )}
                    {rule.languages && publishing && (
                      <LanguageChecks
                        field={register(`items.${index}.langs`)}
                        error={errors.items?.[index]?.langs?.message}
                      />
                    )}
                    <Button
                      type="button"
                      $variant="danger"
                      $size="small"
                      aria-label={t('admin.releases.removeLabel', { title: recordTitle(t, field) })}
                      onClick={() => remove(index)}
                    >
                      {t('admin.releases.remove')}
                    </Button>
                  </Group>
                </li>
              );
            })}
          </Items>
          {itemsError && <FieldError>{t(itemsError)}</FieldError>}
        </Group>
        {failure && <SaveFailure failure={failure} onReload={onReload} />}
        <Actions>
          <Button type="submit" $variant="primary" disabled={saving}>
            {saving ? <LoadingDots label={t('admin.releases.saving')} /> : t('admin.releases.save')}
          </Button>
          <Button type="button" $variant="subtle" onClick={onClose}>
            {t('admin.releases.cancel')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  button {
    align-self: flex-start;
  }
`;
