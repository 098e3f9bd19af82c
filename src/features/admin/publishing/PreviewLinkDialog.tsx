// A share-preview link to a page's draft: signed, read-only and expiring (the server decides
// how long), for someone without an account to look at before it is published.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import { formatTimestamp } from '../../../shared/format/clock';
import type { LangCode } from '../../../shared/language';
import { useAppSelector } from '../../../state/hooks';
import { failureText, selectLangCode, useT } from '../../language';
import { Actions, DialogBody, Muted } from '../consoleParts';
import { useCreatePreviewLinkMutation, type PreviewLink } from './publishingApi';
import type { RecordDialogProps } from './recordDialog';

export function PreviewLinkDialog({ kind, recordKey, title, onClose }: RecordDialogProps) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const [previewLang, setPreviewLang] = useState<LangCode>(lang);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreatePreviewLinkMutation();
  const input = useRef<HTMLInputElement>(null);

  const ask = async () => {
    setFailure(null);
    try {
      setLink(await create({ kind, key: recordKey, lang: previewLang }).unwrap());
    } catch (error) {
      setFailure(failureText(t, error));
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('admin.publishing.copied'));
    } catch {
      // No clipboard for this page (an insecure origin, a refused permission): the link is
      // selected for the editor to copy.
      input.current?.select();
      toast.info(t('admin.publishing.copyByHand'));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('admin.publishing.shareTitle', { title })}
      closeLabel={t('admin.publishing.close')}
    >
      <DialogBody>
        <p>{t('admin.publishing.shareText')}</p>
        <SelectField
          label={t('admin.publishing.shareLanguage')}
          value={previewLang}
          onChange={(event) => {
            setPreviewLang(event.target.value as LangCode);
            setLink(null);
          }}
        >
          <option value="id">{t('admin.publishing.lang.id')}</option>
          <option value="en">{t('admin.publishing.lang.en')}</option>
        </SelectField>
        {link ? (
          <>
            <LinkRow>
              <TextField ref={input} label={t('admin.publishing.shareLink')} value={link.url} readOnly />
              <Button type="button" $variant="secondary" $size="small" onClick={() => void copy(link.url)}>
                {t('admin.publishing.copy')}
              </Button>
            </LinkRow>
            <Muted>{t('admin.publishing.shareExpires', { when: formatTimestamp(link.expiresAt, lang) })}</Muted>
          </>
        ) : (
          <Actions>
            <Button
              type="button"
              $variant="primary"
              disabled={creating.isLoading}
              aria-busy={creating.isLoading || undefined}
              onClick={() => void ask()}
            >
              {t('admin.publishing.shareCreate')}
            </Button>
          </Actions>
        )}
        {failure && <p role="alert">{failure}</p>}
      </DialogBody>
    </Modal>
  );
}

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  > :first-child {
    flex: 1 1 240px;
  }
`;
