import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlAttributes, controlBox, FieldFrame, type FieldProps } from './fieldParts';
import { Control } from './TextField';

export type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode };

/** A labelled native select with the text fields' look and a chevron of its own. */
export function SelectField({ label, hint, error, id, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error}>
      <Control>
        <Select $invalid={Boolean(error)} {...controlAttributes(selectId, { hint, error })} {...select}>
          {children}
        </Select>
        <Chevron aria-hidden="true" viewBox="0 0 20 20">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </Chevron>
      </Control>
    </FieldFrame>
  );
}

const Select = styled.select<{ $invalid: boolean }>`
  ${controlBox}
  padding-right: 40px;
  cursor: pointer;
`;

const Chevron = styled.svg`
  position: absolute;
  right: 14px;
  width: 18px;
  height: 18px;
  pointer-events: none;
  color: ${({ theme }) => theme.colors.muted};
`;
