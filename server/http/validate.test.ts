import { object, string } from 'yup';
import { Failure } from '../services/failures';
import { describeError } from './errors';
import { validateBody } from './validate';

const REQUIRED = 'Please fill in all fields';
const TOO_LONG = 'Too long';
const NOT_TEXT = 'Must be text';

// One field with yup's own trim (throws on an object), one that leaves non-strings alone.
const trimmed = object({ name: string().trim().required(REQUIRED).max(5, TOO_LONG) });
const safe = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const form = object({
  name: string().typeError(NOT_TEXT).transform(safe).required(REQUIRED).max(5, TOO_LONG),
  city: string().typeError(NOT_TEXT).transform(safe).required(REQUIRED),
});

async function refusal(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Failure) return describeError(error);
    throw error;
  }
  throw new Error('expected a refusal');
}

test('answers the validated value with unknown keys dropped', async () => {
  await expect(validateBody(form, { name: ' Ani ', city: 'Bogor', admin: true })).resolves.toEqual({
    name: 'Ani',
    city: 'Bogor',
  });
});

test('refuses a body that is not a JSON object', async () => {
  for (const body of [null, 'text', 42, ['Ani']]) {
    expect(await refusal(() => validateBody(form, body))).toEqual({
      status: 400,
      message: 'Request body must be a JSON object',
    });
    expect(await refusal(() => validateBody(form, body, { pickMessage: () => 'x', typeSafeTransforms: true }))).toEqual(
      {
        status: 400,
        message: 'Request body must be a JSON object',
      },
    );
  }
});

test('by default the first failing rule answers alone', async () => {
  expect(await refusal(() => validateBody(form, { name: 'far too long', city: 'Bogor' }))).toEqual({
    status: 400,
    message: TOO_LONG,
  });
  const both = await refusal(() => validateBody(form, { name: 'far too long', city: '' }));
  expect([TOO_LONG, REQUIRED]).toContain(both.message);
});

test('pickMessage checks every rule and answers with the message it picks', async () => {
  const seen: string[][] = [];
  const pickMessage = (messages: readonly string[]) => {
    seen.push([...messages]);
    return messages.includes(REQUIRED) ? REQUIRED : messages[0];
  };
  expect(await refusal(() => validateBody(form, { name: 'far too long', city: '' }, { pickMessage }))).toEqual({
    status: 400,
    message: REQUIRED,
  });
  expect(seen.map((messages) => [...messages].sort())).toEqual([[REQUIRED, TOO_LONG].sort()]);
});

test('a pick of nothing falls back to the generic message', async () => {
  expect(await refusal(() => validateBody(form, { name: '' }, { pickMessage: () => undefined }))).toEqual({
    status: 400,
    message: 'Invalid request data',
  });
});

test('an object in a text field is refused generically, unless the schema says its transforms are type-safe', async () => {
  const body = { name: { first: 'Ani' }, city: 'Bogor' };
  expect(await refusal(() => validateBody(trimmed, body))).toEqual({ status: 400, message: 'Invalid request data' });
  expect(await refusal(() => validateBody(form, body))).toEqual({ status: 400, message: 'Invalid request data' });
  expect(await refusal(() => validateBody(form, body, { typeSafeTransforms: true }))).toEqual({
    status: 400,
    message: NOT_TEXT,
  });
});
