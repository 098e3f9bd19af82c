import { ValidationError } from 'yup';
import { allStrings } from '../dictionary';
import { isAcceptedImageFile, profileMessages, profileSchema } from './profile';

const schema = profileSchema(() => new Date(2026, 5, 15, 12));
const valid = {
  name: 'Budi',
  phone: '+62 812 3456 7890',
  address: { line1: 'Jl. Merdeka 10', line2: '' },
  gender: 'Male',
  dob: '1990-01-01',
};

async function firstError(values: unknown): Promise<string | null> {
  try {
    await schema.validate(values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0];
    throw error;
  }
}

test('name and phone must not be empty after trimming', async () => {
  expect(await firstError({ ...valid, name: '   ' })).toBe('Name is required');
  expect(await firstError({ ...valid, phone: ' \t ' })).toBe('Phone number is required');
  expect(await firstError(valid)).toBeNull();
});

test('gender is one of Not Selected, Male, Female', async () => {
  for (const gender of ['Not Selected', 'Male', 'Female']) expect(await firstError({ ...valid, gender })).toBeNull();
  expect(await firstError({ ...valid, gender: 'Other' })).toBe(profileMessages.genderInvalid);
});

test('phone numbers look like phone numbers; date of birth may be empty but not invalid', async () => {
  expect(await firstError({ ...valid, phone: 'call me' })).toBe(profileMessages.phoneInvalid);
  expect(await firstError({ ...valid, phone: '(021) 555-0100' })).toBeNull();
  expect(await firstError({ ...valid, dob: '' })).toBeNull();
  expect(await firstError({ ...valid, dob: '2027-01-01' })).toBe(profileMessages.dobInvalid);
});

test('only JPEG, PNG, WebP and GIF files pass the picker', () => {
  expect(isAcceptedImageFile({ type: 'image/png' })).toBe(true);
  expect(isAcceptedImageFile({ type: 'image/webp' })).toBe(true);
  expect(isAcceptedImageFile({ type: 'application/pdf' })).toBe(false);
  expect(isAcceptedImageFile({ type: '' })).toBe(false);
});

test('every rule message is translated into Indonesian', () => {
  for (const message of Object.values(profileMessages)) {
    expect(allStrings[message]?.id).toBeTruthy();
    expect(allStrings[message]?.id).not.toBe(message);
  }
});
