// A media field of the console's forms: the current file (a picture's preview, a link to a
// document, a small player for a video), its URL to paste (http(s) or a path on this
// site), and an upload button that sends a file to the staff API and puts the URL it
// answers in the field. The form validates the URL with its own schema (`error`).
import { useId, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { MediaImage } from '../../../components/MediaImage';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import { adminMedia } from '../../../shared/dictionary/adminMedia';
import { fileNameOf } from '../../../shared/mediaUrl';
import { addStrings, failureText, useT } from '../../language';
import { useUploadMediaMutation, type MediaKind } from './mediaApi';

addStrings(adminMedia);

export type MediaFieldProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  kind: MediaKind;
  hint?: string;
  error?: string;
};

/** What the file chooser offers; the server checks the bytes whatever the browser says. */
const ACCEPT: Record<MediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif',
  document: 'application/pdf,.pdf',
  video: 'video/mp4,video/webm,.mp4,.webm',
};

/** Only these are shown or linked: a pasted javascript: or data: URL never becomes a link. */
const SHOWABLE = /^(https?:\/\/|\/(?![/\\]))/i;

export function MediaField({ label, value, onChange, kind, hint, error }: MediaFieldProps) {
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [upload, { isLoading }] = useUploadMediaMutation();
  const url = value.trim();
  const showable = SHOWABLE.test(url);

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    try {
      const answer = await upload({ kind, file }).unwrap();
      onChange(answer.url);
      toast.success(t('admin.media.uploaded'));
    } catch (failure) {
      toast.error(failureText(t, failure, 'admin.media.uploadFailed'));
    }
  }

  return (
    <Root role="group" aria-label={label} aria-busy={isLoading || undefined}>
      <Preview>
        {!showable ? (
          <Empty>{t('admin.media.none')}</Empty>
        ) : kind === 'image' ? (
          <Thumb src={url} alt={t('admin.media.preview', { label })} sizes="240px" maxWidth={240} />
        ) : kind === 'video' ? (
          <Player>
            <video src={url} controls preload="metadata" aria-label={t('admin.media.preview', { label })} />
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t('admin.media.openVideo', { name: fileNameOf(url) })}
            </a>
          </Player>
        ) : (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('admin.media.openDocument', { name: fileNameOf(url) })}
          </a>
        )}
      </Preview>
      <Controls>
        <TextField
          label={t('admin.media.url', { label })}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          hint={hint ?? t('admin.media.urlHint')}
          error={error}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
        />
        <UploadRow>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            accept={ACCEPT[kind]}
            aria-label={t('admin.media.chooseFile', { label })}
            onChange={chosen}
            disabled={isLoading}
          />
          <Button
            type="button"
            $variant="secondary"
            $size="small"
            onClick={() => fileInput.current?.click()}
            disabled={isLoading}
            aria-busy={isLoading || undefined}
          >
            {t(`admin.media.upload.${kind}`)}
          </Button>
          {isLoading ? (
            <LoadingDots label={t('admin.media.uploading')} />
          ) : (
            <Accepts>{t(`admin.media.accepts.${kind}`)}</Accepts>
          )}
        </UploadRow>
      </Controls>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 200px) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Preview = styled.div`
  display: grid;
  place-items: center;
  min-height: 112px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  font-size: 0.9rem;
`;

const Thumb = styled(MediaImage)`
  max-height: 160px;
  width: auto;
  object-fit: contain;
`;

const Player = styled.div`
  display: grid;
  gap: 6px;
  video {
    width: 100%;
    max-height: 140px;
    background: ${({ theme }) => theme.colors.dark};
  }
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Controls = styled.div`
  display: grid;
  gap: 10px;
  min-width: 0;
`;

const UploadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Accepts = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;
