import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderKit } from '../test/renderKit';
import { PasswordField } from './PasswordField';
import { SelectField } from './SelectField';
import { TextAreaField, TextField } from './TextField';

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

test('the label names the input, and a valid field is neither invalid nor described', () => {
  renderKit(<TextField label="Full name" autoComplete="name" />);
  const input = screen.getByLabelText('Full name');
  expect(input.tagName).toBe('INPUT');
  expect(input).toHaveAttribute('autocomplete', 'name');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});

test('an error marks the input invalid and is announced with it, before the hint', () => {
  renderKit(<TextField label="Email" type="email" error="Enter a valid email" hint="We never share it" />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(describedBy(input)).toEqual(['!Enter a valid email', 'We never share it']);
  expect(screen.getByText('Enter a valid email')).toBeVisible();
});

test('a hint alone describes the input without marking it invalid', () => {
  renderKit(<TextField label="Date of birth" type="date" hint="You must be 18" />);
  const input = screen.getByLabelText('Date of birth');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(describedBy(input)).toEqual(['You must be 18']);
});

test('the ref reaches the input, and typing works as on a plain input', async () => {
  const ref = createRef<HTMLInputElement>();
  renderKit(<TextField label="Phone" type="tel" ref={ref} />);
  await userEvent.type(screen.getByLabelText('Phone'), '0812');
  expect(ref.current).toBe(screen.getByLabelText('Phone'));
  expect(ref.current?.value).toBe('0812');
});

test('the text area has five rows unless told otherwise, and an error like the input', () => {
  renderKit(
    <>
      <TextAreaField label="Message" error="Write a message" />
      <TextAreaField label="Notes" rows={6} />
    </>,
  );
  const message = screen.getByLabelText('Message');
  expect(message.tagName).toBe('TEXTAREA');
  expect(message).toHaveAttribute('rows', '5');
  expect(message).toHaveAttribute('aria-invalid', 'true');
  expect(describedBy(message)).toEqual(['!Write a message']);
  expect(screen.getByLabelText('Notes')).toHaveAttribute('rows', '6');
});

test('the select is wired like the text fields', () => {
  renderKit(
    <SelectField label="Gender" error="Choose one">
      <option value="Male">Male</option>
    </SelectField>,
  );
  const select = screen.getByLabelText('Gender');
  expect(select.tagName).toBe('SELECT');
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(describedBy(select)).toEqual(['!Choose one']);
});

test('the password field starts hidden and its button shows and hides it', async () => {
  renderKit(<PasswordField id="pw" label="Password" showLabel="Show password" hideLabel="Hide password" />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(toggle).toHaveAttribute('aria-controls', 'pw');
  await userEvent.click(toggle);
  expect(input).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
});
