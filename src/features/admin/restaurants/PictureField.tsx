// A restaurant picture's field: its address, and a small preview of what it shows.
import styled from 'styled-components';
import { TextField } from '../../../components/TextField';

export type PictureFieldProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  hint?: string;
  error?: string;
};

export function PictureField({ label, value, onChange, hint, error }: PictureFieldProps) {
  return (
    <Row>
      <TextField label={label} hint={hint} error={error} value={value} onChange={(event) => onChange(event.target.value)} />
      {value && !error && <Thumb src={value} alt="" loading="lazy" />}
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 12px;
  align-items: start;
`;

const Thumb = styled.img`
  width: 56px;
  height: 56px;
  margin-top: 28px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
