import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

type FieldProps = { label: string; invalid?: boolean; tone?: 'light' | 'dark' };

/** A labelled text input; `invalid` marks it for assistive technology and the eye. */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, invalid, tone = 'light', id, ...input }, ref) {
    const generated = useId();
    const inputId = id ?? generated;
    return (
      <FieldWrap $tone={tone}>
        <label htmlFor={inputId}>{label}</label>
        <Input ref={ref} id={inputId} aria-invalid={invalid ? true : undefined} $tone={tone} {...input} />
      </FieldWrap>
    );
  },
);

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, invalid, tone = 'light', id, ...input }, ref) {
    const generated = useId();
    const inputId = id ?? generated;
    return (
      <FieldWrap $tone={tone}>
        <label htmlFor={inputId}>{label}</label>
        <TextArea ref={ref} id={inputId} aria-invalid={invalid ? true : undefined} $tone={tone} rows={5} {...input} />
      </FieldWrap>
    );
  },
);

const FieldWrap = styled.div<{ $tone: 'light' | 'dark' }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-weight: 600;
    font-size: 0.92rem;
    color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.onDark : theme.colors.text)};
  }
`;

const control = css<{ $tone: 'light' | 'dark' }>`
  width: 100%;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1.5px solid ${({ $tone }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.5)' : '#8f8a7e')};
  background: ${({ $tone }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.08)' : '#ffffff')};
  color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.onDark : theme.colors.text)};
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;
  &::placeholder {
    color: ${({ $tone }) => ($tone === 'dark' ? 'rgba(243, 241, 234, 0.7)' : '#6b7266')};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}55;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ $tone, theme }) => ($tone === 'dark' ? '#ff9b8f' : theme.colors.danger)};
  }
  &:disabled {
    opacity: 0.7;
  }
`;

const Input = styled.input<{ $tone: 'light' | 'dark' }>`
  ${control}
  min-height: 48px;
`;

const TextArea = styled.textarea<{ $tone: 'light' | 'dark' }>`
  ${control}
  resize: vertical;
  min-height: 132px;
`;
