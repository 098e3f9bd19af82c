// One site text's two texts, edited in a dialog that saves drafts (by its button, and by the
// autosave once the typing pauses) and holds the text's publish bar: saved, the draft is
// published from here, one language at a time if need be. The bundled text shows under each
// field (an empty field falls back on the site); a stale save offers to reload the newer
// texts; closing with edits not saved asks first.
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextAreaField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import type { TranslationRecord } from '../../../shared/catalogTypes';
import { DRAFT_SAVED } from '../../../shared/messages/publishing';
import { KIND_TRAITS } from '../../../shared/publishing/kindTraits';
import { translationTextsSchema, type TranslationTexts } from '../../../shared/validation/translation';
import { useT } from '../../language';
import { ConfirmDialog } from '../ConfirmDialog';
import { Actions } from '../consoleParts';
import { AutosaveStatus } from '../publishing/AutosaveStatus';
import { PublishBar } from '../publishing/PublishBar';
import { useAutosave } from '../publishing/useAutosave';
import { SaveFailure, type SaveFailureState } from '../SaveFailure';
import { publishedTags, useSaveTranslationMutation } from './adminTranslationsApi';

type Props = {
  /** The key as the dialog opened it. */
  record: TranslationRecord;
  /** The key as the list holds it now (its state follows every save), if it is still there. */
  stored: TranslationRecord | undefined;
  onClose: () => void;
  /** Reads the list again and answers the key's newest record (undefined when it is gone). */
  onReload: () => Promise<TranslationRecord | undefined>;
};

export function TranslationDialog({ record: initial, stored, onClose, onReload }: Props) {
  const t = useT();
  // What the open form started from: it starts again (a new generation) only when reloaded,
  // or after a publish, a discard or a restore.
  const [opened, setOpened] = useState({ generation: 0, record: initial });
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const reload = async () => {
    const fresh = await onReload();
    if (fresh) setOpened(({ generation }) => ({ generation: generation + 1, record: fresh }));
    else onClose();
  };
  const close = () => (dirty ? setLeaving(true) : onClose());

  return (
    <Modal open onClose={close} title={t('admin.translations.editTitle')} closeLabel={t('admin.catalog.close')}>
      <TextForm
        key={opened.generation}
        record={opened.record}
        stored={stored ?? opened.record}
        onDirty={setDirty}
        onReload={() => void reload()}
        onClose={close}
      />
      <ConfirmDialog
        open={leaving}
        title={t('admin.translations.unsavedTitle')}
        text={t('admin.translations.unsavedText')}
        confirmLabel={t('admin.translations.leave')}
        cancelLabel={t('admin.translations.stay')}
        closeLabel={t('admin.catalog.close')}
        busy={false}
        onConfirm={onClose}
        onClose={() => setLeaving(false)}
      />
    </Modal>
  );
}

const textsOf = (record: TranslationRecord): TranslationTexts => ({
  indonesian: record.indonesian,
  english: record.english,
});

type FormProps = {
  record: TranslationRecord;
  stored: TranslationRecord;
  onDirty: (dirty: boolean) => void;
  onReload: () => void;
  onClose: () => void;
};

function TextForm({ record, stored, onDirty, onReload, onClose }: FormProps) {
  const t = useT();
  const form = useForm<TranslationTexts>({
    resolver: yupResolver(translationTextsSchema),
    defaultValues: textsOf(record),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty: dirty },
  } = form;
  const [saveTranslation, saving] = useSaveTranslationMutation();
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  // The version each save is sent with and answers; none for a key with neither an override
  // nor a draft (the server reads that as version 0).
  const versionRef = useRef(record.version);
  const [version, setVersion] = useState(record.version);
  const { key } = record;

  const saveDraft = useCallback(
    async (texts: TranslationTexts) => {
      const sent = translationTextsSchema.cast(texts);
      const known = versionRef.current;
      const answer = await saveTranslation({ key, ...sent, ...(known === null ? {} : { version: known }) }).unwrap();
      versionRef.current = answer.version;
      setVersion(answer.version);
      return answer;
    },
    [key, saveTranslation],
  );
  const autosave = useAutosave({ form, save: saveDraft });
  // The dialog asks before closing over edits not saved.
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const onSubmit = handleSubmit(async () => {
    setFailure(null);
    const outcome = await autosave.saveNow();
    if (outcome.kind === 'saved') toast.success(t(DRAFT_SAVED));
    // A stale save is said by the autosave's line, with its Reload.
    else if (outcome.kind === 'failed' && !outcome.failure.stale) setFailure(outcome.failure);
  });

  const message = (text: string | undefined) => (text ? t(text) : undefined);
  const bundled = (text: string | undefined) => (text ? t('admin.translations.bundled', { text }) : undefined);

  return (
    <Body>
      <Key>{key}</Key>
      <PublishBar
        kind="text"
        recordKey={key}
        title={key}
        publishing={stored.publishing}
        version={version ?? 0}
        languages={KIND_TRAITS.text.languages}
        canUnpublish={KIND_TRAITS.text.canUnpublish}
        // Texts publish with the editor's role, which everyone in the console has.
        canPublish
        dirty={dirty}
        tags={publishedTags}
        onReload={onReload}
      />
      <form noValidate onSubmit={onSubmit} aria-label={key}>
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
        {failure && <SaveFailure failure={failure} onReload={onReload} />}
        <Actions>
          <Button type="submit" $variant="primary" disabled={saving.isLoading}>
            {saving.isLoading ? t('admin.catalog.saving') : t('admin.translations.saveDraft')}
          </Button>
          {/* Not "Close": the dialog's own close button is named so, and both do the same. */}
          <Button type="button" $variant="subtle" onClick={onClose}>
            {t('admin.translations.done')}
          </Button>
          <AutosaveStatus status={autosave.status} dirty={dirty} onReload={onReload} />
        </Actions>
      </form>
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Key = styled.code`
  display: block;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.muted};
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
