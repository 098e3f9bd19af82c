// The profile editor's photo picker: a file input behind a button-like label, an undo for
// the picture chosen, and the hint or error under them. The chosen file is previewed (by the
// editor) before anything is saved.
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { media } from '../../components/theme';
import type { TFunction } from '../language';
import { isAcceptedImageFile, profileMessages } from '../../shared/validation/profile';

export type PhotoChoice = ReturnType<typeof usePhotoChoice>;

/** The picture chosen for the profile, its preview URL and why a file was refused. */
export function usePhotoChoice() {
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The preview's object URL is released when the picture is replaced or dropped.
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isAcceptedImageFile(file)) {
      setError(profileMessages.imageInvalid);
      setPhoto(null);
      event.target.value = '';
      return;
    }
    setError(null);
    setPhoto(file);
  };

  const undo = () => {
    setPhoto(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return { photo, preview, error, inputRef, choose, undo };
}

export function PhotoField({ choice, t }: { choice: PhotoChoice; t: TFunction }) {
  const inputId = useId();
  const { photo, error } = choice;
  return (
    <>
      <Picker>
        <input
          ref={choice.inputRef}
          id={inputId}
          className="visually-hidden"
          type="file"
          name="image"
          accept="image/*"
          onChange={choice.choose}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <Button as="label" htmlFor={inputId} $variant="secondary" $size="small">
          <CameraIcon />
          {t('profile.choosePhoto')}
        </Button>
        {photo && (
          <Button type="button" onClick={choice.undo} $variant="ghost" $size="small">
            {t('profile.undoPhoto')}
          </Button>
        )}
      </Picker>
      <PhotoHint id={`${inputId}-hint`} aria-live="polite">
        {photo ? t('profile.photoSelected', { name: photo.name }) : t('profile.photoHint')}
      </PhotoHint>
      {error && (
        <PhotoError id={`${inputId}-error`} role="alert">
          {t(error)}
        </PhotoError>
      )}
    </>
  );
}

function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M4 8h3l1.5-2.5h7L17 8h3v11H4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
    </svg>
  );
}

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-top: 10px;
  ${media.small} {
    justify-content: center;
  }
  /* The input is hidden: its label shows where the keyboard is. */
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const PhotoHint = styled.p`
  margin: 8px 0 0;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const PhotoError = styled.p`
  margin: 6px 0 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
