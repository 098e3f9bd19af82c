import {
  ACCOUNT_BLOCK_MS,
  createLoginThrottle,
  FAILURE_WINDOW_MS,
  MAX_ACCOUNT_FAILURES,
  MAX_PAIR_FAILURES,
  PAIR_BLOCK_MS,
} from './loginThrottle';

function setup() {
  let now = 1_000_000;
  const throttle = createLoginThrottle(() => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

const fail = (throttle: ReturnType<typeof createLoginThrottle>, email: string, address: string, times: number) => {
  for (let i = 0; i < times; i += 1) throttle.recordFailure(email, address);
};

test('a pair is blocked for a minute after five failures, other addresses are not', () => {
  const { throttle, advance } = setup();
  fail(throttle, 'victim@example.com', '203.0.113.9', MAX_PAIR_FAILURES - 1);
  expect(throttle.check('victim@example.com', '203.0.113.9')).toEqual({ allowed: true });
  throttle.recordFailure('victim@example.com', '203.0.113.9');

  expect(throttle.check('victim@example.com', '203.0.113.9')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  // Case of the e-mail does not matter.
  expect(throttle.check('VICTIM@example.com', '203.0.113.9').allowed).toBe(false);
  // The owner elsewhere is unaffected.
  expect(throttle.check('victim@example.com', '198.51.100.7')).toEqual({ allowed: true });

  advance(PAIR_BLOCK_MS);
  expect(throttle.check('victim@example.com', '203.0.113.9')).toEqual({ allowed: true });
});

test('repeated blocks of the same pair double in length; a quiet window forgives them', () => {
  const { throttle, advance } = setup();
  fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES);
  advance(PAIR_BLOCK_MS);
  fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES);
  expect(throttle.check('a@example.com', '203.0.113.9')).toEqual({ allowed: false, retryAfterSeconds: 120 });

  advance(2 * PAIR_BLOCK_MS + FAILURE_WINDOW_MS);
  fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES);
  expect(throttle.check('a@example.com', '203.0.113.9')).toEqual({ allowed: false, retryAfterSeconds: 60 });
});

test('failures older than the window do not count', () => {
  const { throttle, advance } = setup();
  fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES - 1);
  advance(FAILURE_WINDOW_MS);
  throttle.recordFailure('a@example.com', '203.0.113.9');
  expect(throttle.check('a@example.com', '203.0.113.9')).toEqual({ allowed: true });
});

test('a success clears the pair', () => {
  const { throttle } = setup();
  fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES - 1);
  throttle.recordSuccess('a@example.com', '203.0.113.9');
  fail(throttle, 'a@example.com', '203.0.113.9', MAX_PAIR_FAILURES - 1);
  expect(throttle.check('a@example.com', '203.0.113.9')).toEqual({ allowed: true });
});

test('a distributed attack pauses the account briefly for unknown addresses only', () => {
  const { throttle, advance } = setup();
  throttle.recordSuccess('victim@example.com', '198.51.100.7'); // the owner's usual address
  for (let i = 0; i < MAX_ACCOUNT_FAILURES; i += 1) throttle.recordFailure('victim@example.com', `203.0.113.${i}`);

  expect(throttle.check('victim@example.com', '192.0.2.50')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  expect(throttle.check('victim@example.com', '198.51.100.7')).toEqual({ allowed: true });
  expect(throttle.check('someone-else@example.com', '192.0.2.50')).toEqual({ allowed: true });

  // The pause never grows: it ends after a minute and the count starts again.
  advance(ACCOUNT_BLOCK_MS);
  expect(throttle.check('victim@example.com', '192.0.2.50')).toEqual({ allowed: true });
  throttle.recordFailure('victim@example.com', '203.0.113.200');
  expect(throttle.check('victim@example.com', '192.0.2.50')).toEqual({ allowed: true });
});

test('unknown e-mails are throttled exactly like real ones', () => {
  const { throttle } = setup();
  fail(throttle, 'nobody@example.com', '203.0.113.9', MAX_PAIR_FAILURES);
  expect(throttle.check('nobody@example.com', '203.0.113.9').allowed).toBe(false);
});
