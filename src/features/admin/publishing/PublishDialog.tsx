// Publishing a record's draft: which languages (when its two languages both changed and it
// has been public before), a note for the history, and the publish itself. A refusal stays
// in the dialog; one that names who changed the draft meanwhile offers to reload.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import type { LangCode } from '../../../shared/language';
import { PUBLISH_NOTE_MAX_LENGTH } from '../../../shared/publishing/limits';
import type { PublishingState } from '../../../shared/publishing/types';
import { useAppSelector } from '../../../state/hooks';
import { selectLangCode, useT } from '../../language';
import { Actions, DialogBody } from '../consoleParts';
import { SaveFailure, type SaveFailureState } from '../SaveFailure';
import { usePublishRecordMutation } from './publishingApi';
import type { RecordChangeDialogProps } from './recordDialog';
import { refusalOf } from './refusal';

type Props = RecordChangeDialogProps & {
  publishing: PublishingState;
  /** After a publish, and for the Reload a refusal offers: the editor starts again from what is stored. */
  onReload: () => void;
};

export function PublishDialog({
  kind,
  recordKey,
  title,
  version,
  languages,
  publishing,
  tags,
  onClose,
  onReload,
}: Props) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const [publish, sending] = usePublishRecordMutation();
  // Nothing public yet: it goes out in both languages at once, so there is nothing to choose.
  const firstTime = publishing.state === 'draft';
  const choosing = languages && !firstTime && publishing.changedLanguages.length > 1;
  const [langs, setLangs] = useState<LangCode[]>(publishing.changedLanguages);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const legendId = useId();

  const toggle = (code: LangCode, on: boolean) =>
    setLangs((chosen) =>
      on ? [...chosen.filter((each) => each !== code), code] : chosen.filter((each) => each !== code),
    );

  const confirm = async () => {
    setFailure(null);
    try {
      const answer = await publish({
        kind,
        key: recordKey,
        version,
        tags,
        ...(choosing ? { langs: (['id', 'en'] as const).filter((code) => langs.includes(code)) } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      }).unwrap();
      toast.success(t(answer.message));
      onClose();
      onReload();
    } catch (error) {
      setFailure(refusalOf(t, lang, error));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('admin.publishing.publishTitle', { title })}
      closeLabel={t('admin.publishing.close')}
    >
      <DialogBody>
        <p>{t(firstTime && languages ? 'admin.publishing.firstPublish' : 'admin.publishing.publishText')}</p>
        {choosing && (
          <Languages aria-labelledby={legendId}>
            <legend id={legendId}>{t('admin.publishing.languages')}</legend>
            {(['id', 'en'] as const).map((code) => (
              <Check key={code}>
                <input
                  type="checkbox"
                  checked={langs.includes(code)}
                  onChange={(event) => toggle(code, event.target.checked)}
                />
                {t(`admin.publishing.lang.${code}`)}
              </Check>
            ))}
            {langs.length === 0 && <Muted role="alert">{t('admin.publishing.chooseLanguage')}</Muted>}
          </Languages>
        )}
        <TextField
          label={t('admin.publishing.note')}
          hint={t('admin.publishing.noteHint', { max: PUBLISH_NOTE_MAX_LENGTH })}
          maxLength={PUBLISH_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {failure && (
          <SaveFailure
            failure={failure}
            onReload={() => {
              onClose();
              onReload();
            }}
          />
        )}
      </DialogBody>
      <Actions>
        <Button
          type="button"
          $variant="primary"
          disabled={sending.isLoading || (choosing && langs.length === 0)}
          aria-busy={sending.isLoading || undefined}
          onClick={() => void confirm()}
        >
          {sending.isLoading ? t('admin.publishing.publishing') : t('admin.publishing.confirm')}
        </Button>
        <Button type="button" $variant="subtle" onClick={onClose}>
          {t('admin.publishing.cancel')}
        </Button>
      </Actions>
    </Modal>
  );
}

const Languages = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  legend {
    margin-bottom: 8px;
    font-weight: 700;
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
  }
`;

const Muted = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
`;
