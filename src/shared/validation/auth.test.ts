import { ValidationError } from 'yup';
import { allStrings } from '../dictionary';
import { authMessages, loginSchema, registerSchema, signUpFormSchema } from './auth';

const today = new Date(2026, 5, 15, 12); // 15 June 2026
const signUp = signUpFormSchema(() => today);

const validSignUp = {
  name: 'Siti Rahayu',
  email: 'siti@example.com',
  dateOfBirth: '1990-04-12',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

async function firstError(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0];
    throw error;
  }
}

test('a password of 7 characters is refused and one of 8 accepted', async () => {
  expect(await firstError(loginSchema.validate({ email: 'a@example.com', password: '1234567' }))).toBe(
    'Password must be at least 8 characters long',
  );
  expect(await firstError(loginSchema.validate({ email: 'a@example.com', password: '12345678' }))).toBeNull();
  expect(await firstError(signUp.validate({ ...validSignUp, password: '1234567', confirmPassword: '1234567' }))).toBe(
    'Password must be at least 8 characters long',
  );
  expect(
    await firstError(signUp.validate({ ...validSignUp, password: '12345678', confirmPassword: '12345678' })),
  ).toBeNull();
});

test('long passphrases are accepted and not trimmed', async () => {
  const passphrase = '  '.concat('x'.repeat(100), '  ');
  const values = await signUp.validate({ ...validSignUp, password: passphrase, confirmPassword: passphrase });
  expect(values.password).toBe(passphrase);
});

test('a 13th birthday later this year counts as 13 (year difference)', async () => {
  // Born 31 December 2013: the birthday is six months away, the year difference is 13.
  expect(await firstError(signUp.validate({ ...validSignUp, dateOfBirth: '2013-12-31' }))).toBeNull();
  expect(await firstError(signUp.validate({ ...validSignUp, dateOfBirth: '2014-01-01' }))).toBe(
    'You must be at least 13 years old to register',
  );
});

test('email must be valid, and name, date of birth and email are required', async () => {
  expect(await firstError(signUp.validate({ ...validSignUp, email: 'siti@' }))).toBe(
    'Please enter a valid email address',
  );
  expect(await firstError(loginSchema.validate({ email: 'nope', password: '12345678' }))).toBe(
    'Please enter a valid email address',
  );
  expect(await firstError(signUp.validate({ ...validSignUp, email: '' }))).toBe('Email is required');
  expect(await firstError(signUp.validate({ ...validSignUp, name: '   ' }))).toBe('Name is required');
  expect(await firstError(signUp.validate({ ...validSignUp, dateOfBirth: '' }))).toBe('Date of birth is required');
  expect(await firstError(signUp.validate({ ...validSignUp, dateOfBirth: '2026-06-16' }))).toBe(
    'Please enter a valid date of birth',
  );
});

test('the confirmation must match', async () => {
  expect(await firstError(signUp.validate({ ...validSignUp, confirmPassword: 'correct horsE' }))).toBe(
    'Passwords do not match',
  );
});

test('the server variant has no confirm password and trims what it should', async () => {
  const values = await registerSchema(() => today).validate(
    { name: ' Siti ', email: ' siti@example.com ', dateOfBirth: '1990-04-12', password: 'correct horse' },
    { stripUnknown: true },
  );
  expect(values).toEqual({
    name: 'Siti',
    email: 'siti@example.com',
    dateOfBirth: '1990-04-12',
    password: 'correct horse',
  });
});

test('every rule message is translated into Indonesian', () => {
  for (const message of Object.values(authMessages)) {
    expect(allStrings[message]?.en).toBe(message);
    expect(allStrings[message]?.id).toBeTruthy();
    expect(allStrings[message]?.id).not.toBe(message);
  }
});
