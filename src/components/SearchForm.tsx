// A search box that asks when submitted (Enter or the button), not at every key.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { TextField } from './TextField';

export type SearchFormProps = {
  label: string;
  buttonLabel: string;
  initial: string;
  maxLength: number;
  onSearch: (q: string) => void;
};

export function SearchForm({ label, buttonLabel, initial, maxLength, onSearch }: SearchFormProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Row role="search" onSubmit={submit}>
      <TextField
        label={label}
        type="search"
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" $variant="secondary" $size="small">
        {buttonLabel}
      </Button>
    </Row>
  );
}

const Row = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 10px;
  flex: 1 1 260px;
  > :first-child {
    flex: 1;
  }
`;
