// The login throttle: its rules on their own, then the same scenarios through the rows of
// `login_throttle` on the test database (PGlite, or PostgreSQL where the concurrency is real).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import type { Database } from '../db/connect';
import { loginThrottleEntries } from '../db/schema';
import { openTestDatabase } from '../test/harness';
import {
  ACCOUNT_BLOCK_MS,
  accountAfterSuccess,
  accountExpiry,
  createLoginThrottle,
  FAILURE_WINDOW_MS,
  KNOWN_ADDRESS_TTL_MS,
  MAX_ACCOUNT_FAILURES,
  MAX_KNOWN_ADDRESSES_PER_ACCOUNT,
  MAX_PAIR_FAILURES,
  PAIR_BLOCK_MS,
  pairAfterFailure,
  pairExpiry,
  readAccount,
  readPair,
  type LoginThrottle,
} from './loginThrottle';

const START = 1_000_000;

describe('the rules', () => {
  test('a missing or damaged row reads as a fresh state', () => {
    expect(readPair({})).toEqual({ failures: [], strikes: 0, blockedUntil: 0, lastFailure: 0 });
    expect(readAccount({ failures: 'x', known: [{ until: 5 }, null] })).toEqual({
      failures: [],
      blockedUntil: 0,
      lastFailure: 0,
      known: [],
    });
  });

  test('a row matters until its last failure leaves the window or its block ends, whichever is later', () => {
    let pair = readPair({});
    for (let i = 0; i < MAX_PAIR_FAILURES - 1; i += 1) pair = pairAfterFailure(pair, START);
    expect(pairExpiry(pair)).toBe(START + FAILURE_WINDOW_MS);
    pair = pairAfterFailure(pair, START);
    expect(pair).toMatchObject({ failures: [], strikes: 1, blockedUntil: START + PAIR_BLOCK_MS });
    expect(pairExpiry(pair)).toBe(START + FAILURE_WINDOW_MS);

    const account = accountAfterSuccess(readAccount({}), '198.51.100.7', START);
    expect(accountExpiry(account)).toBe(START + KNOWN_ADDRESS_TTL_MS);
  });

  test('an account remembers only its most recently used addresses', () => {
    let account = readAccount({});
    for (let i = 0; i <= MAX_KNOWN_ADDRESSES_PER_ACCOUNT; i += 1)
      account = accountAfterSuccess(account, `198.51.100.${i}`, START + i);
    account = accountAfterSuccess(account, '198.51.100.1', START + 100);
    expect(account.known).toHaveLength(MAX_KNOWN_ADDRESSES_PER_ACCOUNT);
    expect(account.known.map((entry) => entry.address)).not.toContain('198.51.100.0');
    expect(account.known.at(-1)).toEqual({ address: '198.51.100.1', until: START + 100 + KNOWN_ADDRESS_TTL_MS });
  });
});

describe('on the database', () => {
  let database: Database;
  let now = START;
  const clock = () => now;
  const advance = (ms: number) => (now += ms);
  const newThrottle = (options?: { sweepEvery?: number }) => createLoginThrottle(database.db, clock, options);
  const rows = async () =>
    (await database.db.select().from(loginThrottleEntries)).sort((a, b) => a.key.localeCompare(b.key));
  const fail = async (throttle: LoginThrottle, email: string, address: string, times: number) => {
    for (let i = 0; i < times; i += 1) await throttle.recordFailure(email, address);
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    now = START;
    await database.db.delete(loginThrottleEntries);
  });

  test('a pair is blocked for a minute after five failures, other addresses are not', async () => {
    const throttle = newThrottle();
    await fail(throttle, 'victim@example.com', '203.0.113.9', MAX_PAIR_FAILURES - 1);
    expect(await throttle.check('victim@example.com', '203.0.113.9')).toEqual({ allowed: true });
    await throttle.recordFailure('victim@example.com', '203.0.113.9');

    expect(await throttle.check('victim@example.com', '203.0.113.9')).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    // Case of the e-mail does not matter.
    expect((await throttle.check('VICTIM@example.com', '203.0.113.9')).allowed).toBe(false);
    // The owner elsewhere is unaffected.
    expect(await throttle.check('victim@example.com', '198.51.100.7')).toEqual({ allowed: true });

    // One row for the pair and one for the account, each kept as long as it matters.
    const [account, pair] = await rows();
    expect(account).toMatchObject({
      key: 'account:victim@example.com',
      expiresAt: new Date(START + FAILURE_WINDOW_MS),
    });
    expect(account.state).toMatchObject({ failures: Array(MAX_PAIR_FAILURES).fill(START), blockedUntil: 0 });
    expect(pair).toMatchObject({
      key: 'pair:203.0.113.9|victim@example.com',
      expiresAt: new Date(START + FAILURE_WINDOW_MS),
    });
    expect(pair.state).toEqual({ failures: [], strikes: 1, blockedUntil: START + PAIR_BLOCK_MS, lastFailure: START });

    advance(PAIR_BLOCK_MS);
    expect(await throttle.check('victim@example.com', '203.0.113.9')).toEqual({ allowed: true });
  });

  test('repeated blocks of the same pair double in length; a quiet window forgives them', async () => {
    const throttle = newThrottle();
    await fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES);
    advance(PAIR_BLOCK_MS);
    await fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES);
    expect(await throttle.check('a@example.com', '203.0.113.9')).toEqual({ allowed: false, retryAfterSeconds: 120 });

    advance(2 * PAIR_BLOCK_MS + FAILURE_WINDOW_MS);
    await fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES);
    expect(await throttle.check('a@example.com', '203.0.113.9')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  test('failures older than the window do not count', async () => {
    const throttle = newThrottle();
    await fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES - 1);
    advance(FAILURE_WINDOW_MS);
    await throttle.recordFailure('a@example.com', '203.0.113.9');
    expect(await throttle.check('a@example.com', '203.0.113.9')).toEqual({ allowed: true });
  });

  test('a success clears the pair', async () => {
    const throttle = newThrottle();
    await fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES - 1);
    await throttle.recordSuccess('a@example.com', '203.0.113.9');
    expect((await rows()).map((row) => row.key)).toEqual(['account:a@example.com']);
    await fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES - 1);
    expect(await throttle.check('a@example.com', '203.0.113.9')).toEqual({ allowed: true });
  });

  test('a distributed attack pauses the account briefly for unknown addresses only', async () => {
    const throttle = newThrottle();
    await throttle.recordSuccess('victim@example.com', '198.51.100.7'); // the owner's usual address
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i += 1)
      await throttle.recordFailure('victim@example.com', `203.0.113.${i}`);

    expect(await throttle.check('victim@example.com', '192.0.2.50')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await throttle.check('victim@example.com', '198.51.100.7')).toEqual({ allowed: true });
    expect(await throttle.check('someone-else@example.com', '192.0.2.50')).toEqual({ allowed: true });

    // The pause never grows: it ends after a minute and the count starts again.
    advance(ACCOUNT_BLOCK_MS);
    expect(await throttle.check('victim@example.com', '192.0.2.50')).toEqual({ allowed: true });
    await throttle.recordFailure('victim@example.com', '203.0.113.200');
    expect(await throttle.check('victim@example.com', '192.0.2.50')).toEqual({ allowed: true });
  });

  test('unknown e-mails are throttled exactly like real ones', async () => {
    const throttle = newThrottle();
    await fail(throttle, 'nobody@example.com', '203.0.113.9', MAX_PAIR_FAILURES);
    expect((await throttle.check('nobody@example.com', '203.0.113.9')).allowed).toBe(false);
  });

  test('two throttles on one database, as two server processes have, share one count', async () => {
    const first = newThrottle();
    const second = newThrottle();
    await fail(first, 'victim@example.com', '203.0.113.9', MAX_PAIR_FAILURES - 2);
    await fail(second, 'victim@example.com', '203.0.113.9', 1);
    expect(await first.check('victim@example.com', '203.0.113.9')).toEqual({ allowed: true });
    await first.recordFailure('victim@example.com', '203.0.113.9');

    expect(await second.check('victim@example.com', '203.0.113.9')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // A success through one is known to the other.
    await second.recordSuccess('victim@example.com', '198.51.100.7');
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i += 1)
      await [first, second][i % 2].recordFailure('victim@example.com', `192.0.2.${i}`);
    expect((await first.check('victim@example.com', '192.0.2.200')).allowed).toBe(false);
    expect(await first.check('victim@example.com', '198.51.100.7')).toEqual({ allowed: true });
  });

  test('twenty failures at once for one pair are all counted: four blocks, the account paused', async () => {
    const throttle = newThrottle();
    await Promise.all(Array.from({ length: 20 }, () => throttle.recordFailure('victim@example.com', '203.0.113.9')));

    const [account, pair] = await rows();
    // 20 = 4 × MAX_PAIR_FAILURES: the fourth block lasts 60 s × 2³.
    expect(pair.state).toEqual({
      failures: [],
      strikes: 4,
      blockedUntil: START + 8 * PAIR_BLOCK_MS,
      lastFailure: START,
    });
    expect(account.state).toEqual({
      failures: [],
      blockedUntil: START + ACCOUNT_BLOCK_MS,
      lastFailure: START,
      known: [],
    });
    expect(await throttle.check('victim@example.com', '203.0.113.9')).toEqual({
      allowed: false,
      retryAfterSeconds: 480,
    });
  });

  test('failures at once from many addresses all reach the account', async () => {
    const throttle = newThrottle();
    const count = MAX_ACCOUNT_FAILURES - 1;
    await Promise.all(
      Array.from({ length: count }, (_, i) => throttle.recordFailure('victim@example.com', `203.0.113.${i}`)),
    );

    const stored = await rows();
    expect(stored).toHaveLength(count + 1);
    expect(stored[0].state).toMatchObject({ failures: Array(count).fill(START), blockedUntil: 0 });
    expect(stored.slice(1).every((row) => (row.state.failures as number[]).length === 1)).toBe(true);
  });

  test('rows are swept once nothing in them counts any more', async () => {
    const throttle = newThrottle({ sweepEvery: 1 });
    await throttle.recordFailure('old@example.com', '203.0.113.9');
    await throttle.recordSuccess('owner@example.com', '198.51.100.7');
    await fail(throttle, 'blocked@example.com', '203.0.113.9', MAX_PAIR_FAILURES);

    advance(FAILURE_WINDOW_MS);
    await throttle.recordFailure('new@example.com', '203.0.113.9');
    expect((await rows()).map((row) => row.key)).toEqual([
      'account:new@example.com',
      'account:owner@example.com',
      'pair:203.0.113.9|new@example.com',
    ]);

    // The owner's address stays known for its whole term, then that row goes too.
    advance(KNOWN_ADDRESS_TTL_MS);
    await throttle.recordFailure('new@example.com', '203.0.113.9');
    expect((await rows()).map((row) => row.key)).toEqual([
      'account:new@example.com',
      'pair:203.0.113.9|new@example.com',
    ]);
  });
});
