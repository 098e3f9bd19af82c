// The labelled text input and text area of every form. They take react-hook-form's
// register() props as they are.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlAttributes, controlBox, FieldFrame, type FieldProps } from './fieldParts';

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
      <Control>
        <Input
          $invalid={Boolean(error)}
          $withTrailing={Boolean(trailing)}
          {...controlAttributes(inputId, { hint, error })}
          {...input}
        />
        {trailing}
      </Control>
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, hint, error, id, ...area }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <FieldFrame id={areaId} label={label} hint={hint} error={error}>
      <TextArea $invalid={Boolean(error)} rows={5} {...controlAttributes(areaId, { hint, error })} {...area} />
    </FieldFrame>
  );
}

/** Holds what sits inside the input's edge (TextField's trailing control, SelectField's chevron). */
export const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $invalid: boolean; $withTrailing: boolean }>`
  ${controlBox}
  padding-right: ${({ $withTrailing }) => ($withTrailing ? '52px' : '14px')};
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlBox}
  min-height: 132px;
  resize: vertical;
`;
