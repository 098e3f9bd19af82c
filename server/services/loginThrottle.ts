// Slows down password guessing without handing strangers a way to lock people out.
//
// Two layers:
//
// 1. Per client address (@fastify/rate-limit, see ADDRESS_LIMITS): caps how many login and
//    register requests one address can send at all, whatever the account. This stops one
//    machine from spraying guesses over many accounts.
//
// 2. Per account, kept here in memory. Failures are counted per (account, address) PAIR, not
//    per account: after MAX_PAIR_FAILURES failed logins for one e-mail from one address within
//    FAILURE_WINDOW, only that pair waits PAIR_BLOCK (60 s), doubling on each further block up
//    to MAX_PAIR_BLOCK. The owner logging in from any other address is not affected at all, so
//    an attacker who hammers a victim's e-mail only slows themselves down.
//
//    A guesser spread over many addresses is caught by an account-wide count: after
//    MAX_ACCOUNT_FAILURES failures for one e-mail (from any addresses) within FAILURE_WINDOW,
//    the account is paused for ACCOUNT_BLOCK (60 s). That pause is short and never grows, the
//    count starts again after it (keeping it up needs a steady stream of failures, which layer 1
//    rate-limits per address), and addresses that logged into the account successfully in the
//    last KNOWN_ADDRESS_TTL skip it entirely, so the owner keeps getting in from their usual
//    network even during a distributed attack.
//
// Failures are counted for unknown e-mails exactly as for real ones, so the throttle reveals
// nothing about which accounts exist. The state is per process: behind a load balancer each
// API process counts on its own, which multiplies the allowance by the process count but
// keeps every block short-lived and local. Memory is bounded by MAX_ENTRIES.

import { DEFAULT_RATE_LIMITS } from '../config';
import { ONE_MINUTE_MS, TOO_MANY_REQUESTS } from '../http/rateLimit';

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_PAIR_FAILURES = 5;
export const PAIR_BLOCK_MS = 60_000;
export const MAX_PAIR_BLOCK_MS = 15 * 60_000;
export const MAX_ACCOUNT_FAILURES = 20;
export const ACCOUNT_BLOCK_MS = 60_000;
export const KNOWN_ADDRESS_TTL_MS = 30 * 24 * 60 * 60_000;
const MAX_KNOWN_ADDRESSES_PER_ACCOUNT = 20;
const MAX_ENTRIES = 50_000;

/** Layer 1: requests per client address, for @fastify/rate-limit route config. */
export const ADDRESS_LIMITS = {
  login: { max: DEFAULT_RATE_LIMITS.login, timeWindow: ONE_MINUTE_MS },
  register: { max: DEFAULT_RATE_LIMITS.register, timeWindow: ONE_MINUTE_MS },
} as const;

export { TOO_MANY_REQUESTS };
export const TOO_MANY_FAILED_LOGINS = 'Too many failed attempts for this account. Please wait a minute and try again.';

type PairState = { failures: number[]; strikes: number; blockedUntil: number; lastFailure: number };
type AccountState = {
  failures: number[];
  blockedUntil: number;
  lastFailure: number;
  /** address -> time until which it counts as known. */
  known: Map<string, number>;
};

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type LoginThrottle = {
  /** Whether this account may be tried from this address now. */
  check: (email: string, address: string) => ThrottleVerdict;
  recordFailure: (email: string, address: string) => void;
  /** Clears the pair's failures and remembers the address as one the owner uses. */
  recordSuccess: (email: string, address: string) => void;
};

const accountKey = (email: string) => email.trim().toLowerCase();
const pairKey = (account: string, address: string) => `${account}\u0000${address}`;

export function createLoginThrottle(clock: () => number): LoginThrottle {
  const pairs = new Map<string, PairState>();
  const accounts = new Map<string, AccountState>();

  const recent = (times: number[], now: number) => times.filter((time) => now - time < FAILURE_WINDOW_MS);

  // Maps keep insertion order; re-inserting on every update makes the first entries the
  // least recently touched, which are dropped first when the bound is reached.
  function touch<T>(map: Map<string, T>, key: string, value: T) {
    map.delete(key);
    map.set(key, value);
    if (map.size <= MAX_ENTRIES) return;
    const now = clock();
    for (const [oldKey, state] of map) {
      if (map.size <= MAX_ENTRIES * 0.9) break;
      const stale = state as { lastFailure: number; blockedUntil: number };
      if (now - stale.lastFailure >= FAILURE_WINDOW_MS && stale.blockedUntil <= now) map.delete(oldKey);
    }
    while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  }

  function accountState(account: string): AccountState {
    return accounts.get(account) ?? { failures: [], blockedUntil: 0, lastFailure: 0, known: new Map() };
  }

  function isKnown(state: AccountState | undefined, address: string, now: number) {
    const until = state?.known.get(address);
    return until !== undefined && until > now;
  }

  return {
    check(email, address) {
      const now = clock();
      const account = accountKey(email);
      const pair = pairs.get(pairKey(account, address));
      let blockedUntil = pair && pair.blockedUntil > now ? pair.blockedUntil : 0;
      const state = accounts.get(account);
      if (state && state.blockedUntil > now && !isKnown(state, address, now)) {
        blockedUntil = Math.max(blockedUntil, state.blockedUntil);
      }
      if (blockedUntil === 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.ceil((blockedUntil - now) / 1000) };
    },

    recordFailure(email, address) {
      const now = clock();
      const account = accountKey(email);
      const key = pairKey(account, address);

      const pair = pairs.get(key) ?? { failures: [], strikes: 0, blockedUntil: 0, lastFailure: 0 };
      // A quiet window forgives earlier blocks.
      if (now - pair.lastFailure >= FAILURE_WINDOW_MS) pair.strikes = 0;
      pair.failures = [...recent(pair.failures, now), now];
      pair.lastFailure = now;
      if (pair.failures.length >= MAX_PAIR_FAILURES) {
        pair.blockedUntil = now + Math.min(PAIR_BLOCK_MS * 2 ** pair.strikes, MAX_PAIR_BLOCK_MS);
        pair.strikes += 1;
        pair.failures = [];
      }
      touch(pairs, key, pair);

      const state = accountState(account);
      // Failures from the owner's known addresses are already limited by their pair.
      if (!isKnown(state, address, now)) {
        state.failures = [...recent(state.failures, now), now];
        state.lastFailure = now;
        if (state.failures.length >= MAX_ACCOUNT_FAILURES) {
          state.blockedUntil = now + ACCOUNT_BLOCK_MS;
          state.failures = [];
        }
      }
      touch(accounts, account, state);
    },

    recordSuccess(email, address) {
      const now = clock();
      const account = accountKey(email);
      pairs.delete(pairKey(account, address));
      const state = accountState(account);
      state.known.delete(address);
      state.known.set(address, now + KNOWN_ADDRESS_TTL_MS);
      for (const [known, until] of state.known) {
        if (until <= now || state.known.size > MAX_KNOWN_ADDRESSES_PER_ACCOUNT) state.known.delete(known);
      }
      touch(accounts, account, state);
    },
  };
}
