// Labelled form controls with a hint and an error line, wired for assistive technology:
// the error and hint are announced with the control (aria-describedby) and an invalid
// control says so (aria-invalid). They take react-hook-form's register() props as is.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

// The forms' buttons are in ActionButtons.tsx (pages without fields load only them).

type FieldProps = { label: string; hint?: string; error?: string };

/** The attributes that tie a control to its label, its error and its hint. */
function controlAttributes(id: string, hint?: string, error?: string) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  } as const;
}

/** A control with its label above and its error and hint below. */
function FieldFrame({ id, label, hint, error, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <ErrorText id={`${id}-error`}>
          <span aria-hidden="true">!</span>
          {error}
        </ErrorText>
      )}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </FieldRoot>
  );
}

export type TextFieldProps = FieldProps &
  InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
    /** A control shown inside the field's right edge (e.g. a show-password button). */
    trailing?: ReactNode;
  };

export function TextField({ label, hint, error, trailing, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error}>
      <Control $invalid={Boolean(error)} $withTrailing={Boolean(trailing)}>
        <input {...controlAttributes(inputId, hint, error)} {...input} />
        {trailing}
      </Control>
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode };

export function SelectField({ label, hint, error, id, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error}>
      <Control $invalid={Boolean(error)} $withTrailing={false} $select>
        <select {...controlAttributes(selectId, hint, error)} {...select}>
          {children}
        </select>
        <Chevron aria-hidden="true" viewBox="0 0 20 20">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </Chevron>
      </Control>
    </FieldFrame>
  );
}

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

/** Border colour of inputs: 3:1 against white, as WCAG asks of control boundaries. */
const CONTROL_BORDER = '#8b9086';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Control = styled.div<{ $invalid: boolean; $withTrailing: boolean; $select?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  input,
  select {
    width: 100%;
    min-height: 48px;
    padding: 10px 14px;
    padding-right: ${({ $withTrailing, $select }) => ($withTrailing ? '52px' : $select ? '40px' : '14px')};
    border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : CONTROL_BORDER)};
    border-radius: ${({ theme }) => theme.radius.small};
    background: #fff;
    font-size: 1rem;
    transition:
      border-color 0.15s,
      box-shadow 0.15s;
    appearance: none;
    &::placeholder {
      color: ${({ theme }) => theme.colors.muted};
    }
    &:hover {
      border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.text)};
    }
    &:focus-visible {
      outline: none;
      border-color: ${({ theme }) => theme.colors.focus};
      box-shadow: 0 0 0 3px rgba(26, 95, 180, 0.25);
    }
    &[readonly] {
      background: ${({ theme }) => theme.colors.surface};
      cursor: default;
    }
  }
  ${({ $select }) =>
    $select &&
    css`
      select {
        cursor: pointer;
      }
    `}
`;

const Chevron = styled.svg`
  position: absolute;
  right: 14px;
  width: 18px;
  height: 18px;
  pointer-events: none;
  color: ${({ theme }) => theme.colors.muted};
`;

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

export const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-size: 0.88rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
  span {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    font-size: 0.7rem;
    font-weight: 700;
  }
`;
