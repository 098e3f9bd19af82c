import { useState } from 'react';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'id' | 'type' | 'trailing'> & {
  /** The input's id, which the show/hide button names as what it controls. */
  id: string;
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide button inside its right edge; hidden at first. */
export function PasswordField({ id, showLabel, hideLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      id={id}
      type={visible ? 'text' : 'password'}
      trailing={
        <VisibilityToggle
          visible={visible}
          onToggle={() => setVisible((value) => !value)}
          showLabel={showLabel}
          hideLabel={hideLabel}
          controls={id}
        />
      }
    />
  );
}

/** The eye button inside a password field. */
function VisibilityToggle({
  visible,
  onToggle,
  showLabel,
  hideLabel,
  controls,
}: {
  visible: boolean;
  onToggle: () => void;
  showLabel: string;
  hideLabel: string;
  controls?: string;
}) {
  return (
    <ToggleButton
      type="button"
      onClick={onToggle}
      aria-label={visible ? hideLabel : showLabel}
      aria-pressed={visible}
      aria-controls={controls}
      title={visible ? hideLabel : showLabel}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
      </svg>
    </ToggleButton>
  );
}

const ToggleButton = styled.button`
  position: absolute;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
