// A date typed in the site's format (DD/MM/YYYY, see shared/typedDate.ts) rather than the
// browser's date input, whose format follows the browser's language, not the site's.
import { useState } from 'react';
import { formatTypedDate, storedTypedDate } from '../shared/typedDate';
import { TextField, type TextFieldProps } from './TextField';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** YYYY-MM-DD, '' or, while it is not a date yet, what was typed. */
  value: string;
  onChange: (value: string) => void;
};

/** A labelled date field for react-hook-form's Controller: shows DD/MM/YYYY, hands over YYYY-MM-DD. */
export function DateField({ value, onChange, ...field }: Props) {
  const [text, setText] = useState(() => formatTypedDate(value));
  // A value set from outside (a reset) replaces what was typed.
  if (storedTypedDate(text) !== value && text !== formatTypedDate(value)) setText(formatTypedDate(value));

  return (
    <TextField
      {...field}
      type="text"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(storedTypedDate(event.target.value));
      }}
    />
  );
}
