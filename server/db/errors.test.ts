import { findCause, isUniqueViolation, sqlStateOf } from './errors';

/** An error wrapping `inner` the way Drizzle wraps a driver error. */
const wrap = (inner: unknown, message = 'Failed query') => new Error(message, { cause: inner });
const pgError = (code: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error('db'), { code, ...fields });

describe('findCause', () => {
  test('answers the error itself when it matches', () => {
    const error = pgError('23505');
    expect(findCause(error, ({ code }) => code === '23505')).toBe(error);
  });

  test('walks the cause chain and answers the first match', () => {
    const inner = pgError('23503', { constraint: 'appointments_user_id_fk' });
    const outer = pgError('23503', { constraint: 'outer' });
    expect(findCause(wrap(inner), ({ code }) => code === '23503')).toBe(inner);
    expect(findCause(wrap(wrap(outer)), ({ code }) => code === '23503')?.constraint).toBe('outer');
  });

  test('answers undefined when nothing in the chain matches', () => {
    expect(findCause(wrap(pgError('22P02')), ({ code }) => code === '23505')).toBeUndefined();
  });

  test('looks at objects only: a primitive, null or a string cause ends the walk', () => {
    const seen: unknown[] = [];
    const record = (cause: unknown) => {
      seen.push(cause);
      return false;
    };
    expect(findCause(undefined, record)).toBeUndefined();
    expect(findCause(null, record)).toBeUndefined();
    expect(findCause('23505', record)).toBeUndefined();
    expect(seen).toEqual([]);
    findCause(wrap('a plain string cause'), record);
    expect(seen).toHaveLength(1);
  });

  test('looks at most five deep, so a looping chain ends', () => {
    let error: unknown = pgError('23505');
    for (let i = 0; i < 4; i++) error = wrap(error);
    expect(findCause(error, ({ code }) => code === '23505')).toBeDefined();
    expect(findCause(wrap(error), ({ code }) => code === '23505')).toBeUndefined();

    const loop = new Error('loop') as Error & { cause?: unknown };
    loop.cause = loop;
    let visits = 0;
    const count = () => {
      visits += 1;
      return false;
    };
    expect(findCause(loop, count)).toBeUndefined();
    expect(visits).toBe(5);
  });
});

test('sqlStateOf answers the first five-character SQLSTATE in the chain', () => {
  expect(sqlStateOf(wrap(pgError('22P02')))).toBe('22P02');
  expect(sqlStateOf(wrap(Object.assign(new Error('x'), { code: 'ECONNRESET' })))).toBeUndefined();
  expect(sqlStateOf(Object.assign(wrap(pgError('23505')), { code: 'FST_ERR' }))).toBe('23505');
  expect(sqlStateOf('23505')).toBeUndefined();
});

test('isUniqueViolation finds 23505 however deep the driver error is wrapped', () => {
  expect(isUniqueViolation(pgError('23505'))).toBe(true);
  expect(isUniqueViolation(wrap(wrap(pgError('23505'))))).toBe(true);
  expect(isUniqueViolation(wrap(pgError('23503')))).toBe(false);
  expect(isUniqueViolation(new Error('no code'))).toBe(false);
});
