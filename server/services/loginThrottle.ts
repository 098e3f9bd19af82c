// Slows down password guessing without handing strangers a way to lock people out.
//
// Two layers:
//
// 1. Per client address (@fastify/rate-limit, see ADDRESS_LIMITS): caps how many login and
//    register requests one address can send at all, whatever the account. This stops one
//    machine from spraying guesses over many accounts.
//
// 2. Per account, kept in the database (see below). Failures are counted per (account,
//    address) PAIR, not per account: after MAX_PAIR_FAILURES failed logins for one e-mail from
//    one address within FAILURE_WINDOW, only that pair waits PAIR_BLOCK (60 s), doubling on each
//    further block up to MAX_PAIR_BLOCK. The owner logging in from any other address is not affected at all, so
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
// nothing about which accounts exist.
//
// The state lives in the table `login_throttle`, one row per pair and one per account
// (loginThrottleStore.ts), so every server process on one PostgreSQL counts the same failures
// and a limit of N is N behind a load balancer too. The rules below are pure (state and time in,
// verdict or next state out); the store applies them to locked rows. Each row carries the time
// it stops mattering (expires_at) and expired rows are swept now and then, so the table holds
// only live state; an account remembers at most MAX_KNOWN_ADDRESSES_PER_ACCOUNT addresses.

import { DEFAULT_RATE_LIMITS, ONE_MINUTE_MS } from '../config/defaults';
import type { Db } from '../db/connect';
import { createThrottleStore, type StoredState } from './loginThrottleStore';

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_PAIR_FAILURES = 5;
export const PAIR_BLOCK_MS = 60_000;
export const MAX_PAIR_BLOCK_MS = 15 * 60_000;
export const MAX_ACCOUNT_FAILURES = 20;
export const ACCOUNT_BLOCK_MS = 60_000;
export const KNOWN_ADDRESS_TTL_MS = 30 * 24 * 60 * 60_000;
export const MAX_KNOWN_ADDRESSES_PER_ACCOUNT = 20;
/** Recorded failures and successes (by this process) between two sweeps of expired rows. */
const SWEEP_EVERY = 500;

/** Layer 1: requests per client address, for @fastify/rate-limit route config. */
export const ADDRESS_LIMITS = {
  login: { max: DEFAULT_RATE_LIMITS.login, timeWindow: ONE_MINUTE_MS },
  register: { max: DEFAULT_RATE_LIMITS.register, timeWindow: ONE_MINUTE_MS },
} as const;

export type PairState = { failures: number[]; strikes: number; blockedUntil: number; lastFailure: number };
/** An address the owner logged in from, known until `until`. */
export type KnownAddress = { address: string; until: number };
export type AccountState = { failures: number[]; blockedUntil: number; lastFailure: number; known: KnownAddress[] };

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// ---- The rules: pure functions of the state and the time (milliseconds).

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const times = (value: unknown) =>
  Array.isArray(value) ? value.filter((time): time is number => typeof time === 'number') : [];
const recent = (failures: number[], now: number) => failures.filter((time) => now - time < FAILURE_WINDOW_MS);

/** A pair's state as stored (a missing row reads as {}: no failures). */
export function readPair(stored: StoredState): PairState {
  return {
    failures: times(stored.failures),
    strikes: count(stored.strikes),
    blockedUntil: count(stored.blockedUntil),
    lastFailure: count(stored.lastFailure),
  };
}

export function readAccount(stored: StoredState): AccountState {
  const known = Array.isArray(stored.known) ? (stored.known as Partial<KnownAddress>[]) : [];
  return {
    failures: times(stored.failures),
    blockedUntil: count(stored.blockedUntil),
    lastFailure: count(stored.lastFailure),
    known: known
      .filter((entry) => typeof entry?.address === 'string')
      .map((entry) => ({ address: entry.address!, until: count(entry.until) })),
  };
}

const isKnown = (account: AccountState, address: string, now: number) =>
  account.known.some((entry) => entry.address === address && entry.until > now);

/** Whether the account may be tried from this address now. */
export function verdict(pair: PairState, account: AccountState, address: string, now: number): ThrottleVerdict {
  let blockedUntil = pair.blockedUntil > now ? pair.blockedUntil : 0;
  if (account.blockedUntil > now && !isKnown(account, address, now))
    blockedUntil = Math.max(blockedUntil, account.blockedUntil);
  if (blockedUntil === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((blockedUntil - now) / 1000) };
}

export function pairAfterFailure(pair: PairState, now: number): PairState {
  // A quiet window forgives earlier blocks.
  const strikes = now - pair.lastFailure >= FAILURE_WINDOW_MS ? 0 : pair.strikes;
  const failures = [...recent(pair.failures, now), now];
  if (failures.length < MAX_PAIR_FAILURES) return { ...pair, strikes, failures, lastFailure: now };
  const blockedUntil = now + Math.min(PAIR_BLOCK_MS * 2 ** strikes, MAX_PAIR_BLOCK_MS);
  return { failures: [], strikes: strikes + 1, blockedUntil, lastFailure: now };
}

export function accountAfterFailure(account: AccountState, address: string, now: number): AccountState {
  // Failures from the owner's known addresses are already limited by their pair.
  if (isKnown(account, address, now)) return account;
  const failures = [...recent(account.failures, now), now];
  if (failures.length < MAX_ACCOUNT_FAILURES) return { ...account, failures, lastFailure: now };
  return { ...account, failures: [], blockedUntil: now + ACCOUNT_BLOCK_MS, lastFailure: now };
}

/** Remembers the address as one the owner uses, keeping the most recently used few. */
export function accountAfterSuccess(account: AccountState, address: string, now: number): AccountState {
  const others = account.known.filter((entry) => entry.address !== address && entry.until > now);
  const known = [...others, { address, until: now + KNOWN_ADDRESS_TTL_MS }].sort((a, b) => a.until - b.until);
  return { ...account, known: known.slice(-MAX_KNOWN_ADDRESSES_PER_ACCOUNT) };
}

/** From this time on the pair's row decides nothing: its failures, block and strikes are over. */
export const pairExpiry = (pair: PairState) => Math.max(pair.lastFailure + FAILURE_WINDOW_MS, pair.blockedUntil);

export const accountExpiry = (account: AccountState) =>
  Math.max(account.lastFailure + FAILURE_WINDOW_MS, account.blockedUntil, ...account.known.map((entry) => entry.until));

// ---- The throttle: the rules applied to the shared rows.

export type LoginThrottle = {
  check: (email: string, address: string) => Promise<ThrottleVerdict>;
  recordFailure: (email: string, address: string) => Promise<void>;
  /** Clears the pair's failures and remembers the address as one the owner uses. */
  recordSuccess: (email: string, address: string) => Promise<void>;
};

const accountKey = (account: string) => `account:${account}`;
// An address holds no '|', so the first one ends it and no two pairs share a key.
const pairKey = (account: string, address: string) => `pair:${address}|${account}`;
const keysFor = (email: string, address: string) => {
  const account = email.trim().toLowerCase();
  return [pairKey(account, address), accountKey(account)];
};

/**
 * `clock` is the app's clock (RouteDeps.now), so tests can move time. Using each process' own
 * clock is safe across processes: all of them read and lock the same rows, so no failure is
 * lost or counted twice, and a process whose clock is off only shifts the windows it measures
 * by that much (NTP keeps that to well under a second against minute-long blocks).
 */
export function createLoginThrottle(db: Db, clock: () => number, options: { sweepEvery?: number } = {}): LoginThrottle {
  const store = createThrottleStore(db);
  const sweepEvery = options.sweepEvery ?? SWEEP_EVERY;
  let recorded = 0;

  async function change(
    email: string,
    address: string,
    next: (pair: PairState, account: AccountState, now: number) => [PairState | null, AccountState],
  ) {
    const now = clock();
    await store.update(keysFor(email, address), ([pair, account]) => {
      const [nextPair, nextAccount] = next(readPair(pair), readAccount(account), now);
      return [
        nextPair && { state: nextPair, expiresAt: pairExpiry(nextPair) },
        { state: nextAccount, expiresAt: accountExpiry(nextAccount) },
      ];
    });
    recorded += 1;
    if (recorded % sweepEvery === 0) await store.sweep(now);
  }

  return {
    async check(email, address) {
      const [pair, account] = await store.read(keysFor(email, address));
      return verdict(readPair(pair), readAccount(account), address, clock());
    },
    recordFailure: (email, address) =>
      change(email, address, (pair, account, now) => [
        pairAfterFailure(pair, now),
        accountAfterFailure(account, address, now),
      ]),
    recordSuccess: (email, address) =>
      change(email, address, (_pair, account, now) => [null, accountAfterSuccess(account, address, now)]),
  };
}
