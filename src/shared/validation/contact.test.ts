import { FIELD_TOO_LONG, FILL_ALL_FIELDS, FILL_REQUIRED_FIELDS, INVALID_EMAIL } from '../messages/contact';
import {
  contactPageSchema,
  homeContactSchema,
  isContactPageMessage,
  LIMITS,
  newsletterSchema,
  pickMessage,
} from './contact';

const errorsOf = async (
  schema: typeof homeContactSchema | typeof contactPageSchema | typeof newsletterSchema,
  value: unknown,
) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('contact and newsletter rules (SPEC §5)', () => {
  test('the home form needs fullName, email and message', async () => {
    expect(await errorsOf(homeContactSchema, { fullName: 'Ani', email: 'ani@example.com', message: 'Halo' })).toEqual(
      [],
    );
    expect(await errorsOf(homeContactSchema, { fullName: ' ', email: 'ani@example.com', message: 'Halo' })).toEqual([
      FILL_REQUIRED_FIELDS,
    ]);
    expect(await errorsOf(homeContactSchema, {})).toEqual([
      FILL_REQUIRED_FIELDS,
      FILL_REQUIRED_FIELDS,
      FILL_REQUIRED_FIELDS,
    ]);
  });

  test('the contact page needs all five fields', async () => {
    const full = { fullName: 'Ani', email: 'ani@example.com', phone: '0812', subject: 'Hai', message: 'Halo' };
    expect(await errorsOf(contactPageSchema, full)).toEqual([]);
    for (const field of Object.keys(full)) {
      expect(await errorsOf(contactPageSchema, { ...full, [field]: '' })).toEqual([FILL_ALL_FIELDS]);
    }
  });

  test('values are trimmed', async () => {
    expect(
      await homeContactSchema.validate({ fullName: '  Ani ', email: ' ani@example.com ', message: ' Halo ' }),
    ).toEqual({
      fullName: 'Ani',
      email: 'ani@example.com',
      message: 'Halo',
    });
  });

  test('an email address needs a simple shape', async () => {
    for (const email of ['ani', 'ani@', 'ani@example', 'a ni@example.com', '@example.com']) {
      expect(await errorsOf(newsletterSchema, { email })).toEqual([INVALID_EMAIL]);
      expect(await errorsOf(homeContactSchema, { fullName: 'Ani', email, message: 'Halo' })).toEqual([INVALID_EMAIL]);
    }
    for (const email of ['ani@example.com', 'first.last+tag@sub.example.co.id']) {
      expect(await errorsOf(newsletterSchema, { email })).toEqual([]);
    }
    expect(await errorsOf(newsletterSchema, {})).toEqual([INVALID_EMAIL]);
  });

  test('overlong fields are refused', async () => {
    expect(
      await errorsOf(homeContactSchema, {
        fullName: 'x'.repeat(LIMITS.fullName + 1),
        email: 'ani@example.com',
        message: 'Halo',
      }),
    ).toEqual([FIELD_TOO_LONG]);
  });

  test('missing fields are named before the address shape, and the address before lengths', () => {
    expect(pickMessage([INVALID_EMAIL, FILL_REQUIRED_FIELDS])).toBe(FILL_REQUIRED_FIELDS);
    expect(pickMessage([FIELD_TOO_LONG, INVALID_EMAIL])).toBe(INVALID_EMAIL);
    expect(pickMessage(['Something else'])).toBe('Something else');
    expect(pickMessage([])).toBeUndefined();
  });

  test('a body with phone or subject is a contact-page message', () => {
    expect(isContactPageMessage({ fullName: 'Ani', phone: '' })).toBe(true);
    expect(isContactPageMessage({ subject: 'Hai' })).toBe(true);
    expect(isContactPageMessage({ fullName: 'Ani', email: 'a@b.co', message: 'x' })).toBe(false);
    expect(isContactPageMessage(null)).toBe(false);
  });
});
