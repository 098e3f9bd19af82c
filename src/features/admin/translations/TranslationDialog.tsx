// One UI string's two texts, edited in a dialog. The bundled text shows under each field
// (an empty field falls back on the site); a stale save offers to reload the newer texts.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextAreaField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import type { TranslationRecord } from '../../../shared/catalogTypes';
import { SAVED } from '../../../shared/messages/staff';
import { translationTextsSchema, type TranslationTexts } from '../../../shared/validation/translation';
import { useT } from '../../language';
import { SaveFailure, saveFailureOf, type SaveFailureState } from '../SaveFailure';
import { Actions } from '../consoleParts';
import { useSaveTranslationMutation } from './adminTranslationsApi';

type Props = {
  record: TranslationRecord;
  onClose: () => void;
  /** Reads the list again and answers the key's newest record (undefined when it is gone). */
  onReload: () => Promise<TranslationRecord | undefined>;
};

const textsOf = (record: TranslationRecord): TranslationTexts => ({
  indonesian: record.indonesian,
  english: record.english,
});

export function TranslationDialog({ record: initial, onClose, onReload }: Props) {
  const t = useT();
  const [record, setRecord] = useState(initial);
  const [saveTranslation, saving] = useSaveTranslationMutation();
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TranslationTexts>({ resolver: yupResolver(translationTextsSchema), defaultValues: textsOf(initial) });

  useEffect(() => reset(textsOf(record)), [record, reset]);

  const save = async (texts: TranslationTexts) => {
    setFailure(null);
    try {
      await saveTranslation({
        key: record.key,
        ...texts,
        ...(record.version === null ? {} : { version: record.version }),
      }).unwrap();
      toast.success(t(SAVED));
      onClose();
    } catch (caught) {
      setFailure(saveFailureOf(t, caught));
    }
  };

  const reload = async () => {
    setFailure(null);
    const fresh = await onReload();
    if (fresh) setRecord(fresh);
    else onClose();
  };

  const message = (text: string | undefined) => (text ? t(text) : undefined);
  const bundled = (text: string | undefined) => (text ? t('admin.translations.bundled', { text }) : undefined);

  return (
    <Modal open onClose={onClose} title={t('admin.translations.editTitle')} closeLabel={t('admin.catalog.close')}>
      <form noValidate onSubmit={handleSubmit(save)}>
        <Key>{record.key}</Key>
        <Fields>
          <TextAreaField
            label={t('admin.translations.indonesian')}
            lang="id"
            rows={3}
            hint={bundled(record.bundled?.indonesian)}
            error={message(errors.indonesian?.message)}
            {...register('indonesian')}
          />
          <TextAreaField
            label={t('admin.translations.english')}
            lang="en"
            rows={3}
            hint={bundled(record.bundled?.english)}
            error={message(errors.english?.message)}
            {...register('english')}
          />
        </Fields>
        {failure && <SaveFailure failure={failure} onReload={() => void reload()} />}
        <Actions>
          <Button type="submit" $variant="primary" disabled={saving.isLoading}>
            {saving.isLoading ? t('admin.catalog.saving') : t('admin.catalog.save')}
          </Button>
          <Button type="button" $variant="subtle" onClick={onClose}>
            {t('admin.catalog.cancel')}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}

const Key = styled.code`
  display: block;
  margin-bottom: 16px;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.muted};
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
