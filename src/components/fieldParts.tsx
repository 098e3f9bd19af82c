// What the labelled form controls (TextField, TextAreaField, SelectField, PasswordField) share:
// the label above, the error and hint below, wired for assistive technology (the error and
// hint are announced with the control through aria-describedby, and an invalid control says
// so with aria-invalid), and the look of the control's box.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { alpha } from './theme';

export type FieldProps = {
  label: string;
  hint?: string;
  error?: string;
};

/** The attributes that tie a control to its label, its error and its hint. */
export function controlAttributes(id: string, { hint, error }: Omit<FieldProps, 'label'>) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  } as const;
}

/** A control with its label above and its error and hint below. */
export function FieldFrame({ id, label, hint, error, children }: FieldProps & { id: string; children: ReactNode }) {
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

/** The box of an input, select or text area; `$invalid` turns its border red. */
export const controlBox = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: 10px 14px;
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.controlBorder)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
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
    box-shadow: 0 0 0 3px ${({ theme }) => alpha(theme.colors.focus, 0.25)};
  }
  &[readonly] {
    background: ${({ theme }) => theme.colors.surface};
    cursor: default;
  }
`;

const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
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
    color: ${({ theme }) => theme.colors.background};
    font-size: 0.7rem;
    font-weight: 700;
  }
`;
