// Where the login throttle keeps its state: rows of `login_throttle`, shared by every server
// process on one database. A change to a pair and its account happens in one transaction that
// first makes sure both rows exist, then locks them (in key order, so two changes of one pair
// never wait on each other crosswise) before reading, so concurrent failures queue up and none
// is lost. Reads for a verdict take no lock: a verdict a moment stale is harmless.
import { eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { loginThrottleEntries as entries } from '../db/schema';

export type StoredState = Record<string, unknown>;
/** A row's next state and when it stops mattering; null deletes the row. */
export type NextRow = { state: StoredState; expiresAt: number } | null;

/** What a missing row reads as; a placeholder never outlives the transaction that made it. */
const EMPTY: StoredState = {};
const PLACEHOLDER_EXPIRY = new Date(0);
/** A row can vanish between being ensured and locked only when a sweep takes it; once more is enough. */
const LOCK_ATTEMPTS = 3;

export type ThrottleStore = {
  /** The current states of `keys`, in their order ({} for a missing row). */
  read: (keys: string[]) => Promise<StoredState[]>;
  /** Locks the rows of `keys`, hands their states to `change` and writes what it answers, atomically. */
  update: (keys: string[], change: (current: StoredState[]) => NextRow[]) => Promise<void>;
  /** Deletes rows that expired by `now`, skipping any a change holds; answers how many went. */
  sweep: (now: number) => Promise<number>;
};

const inOrder = (keys: string[], rows: { key: string; state: StoredState }[]) =>
  keys.map((key) => rows.find((row) => row.key === key)?.state ?? EMPTY);

export function createThrottleStore(db: Db): ThrottleStore {
  return {
    async read(keys) {
      const rows = await db
        .select({ key: entries.key, state: entries.state })
        .from(entries)
        .where(inArray(entries.key, keys));
      return inOrder(keys, rows);
    },

    async update(keys, change) {
      await db.transaction(async (tx) => {
        let locked: { key: string; state: StoredState }[] = [];
        for (let attempt = 1; locked.length < keys.length; attempt += 1) {
          if (attempt > LOCK_ATTEMPTS) throw new Error(`Could not lock the login throttle rows ${keys.join(', ')}`);
          await tx
            .insert(entries)
            .values(keys.map((key) => ({ key, state: EMPTY, expiresAt: PLACEHOLDER_EXPIRY })))
            .onConflictDoNothing();
          locked = await tx
            .select({ key: entries.key, state: entries.state })
            .from(entries)
            .where(inArray(entries.key, keys))
            .orderBy(entries.key)
            .for('update');
        }
        const next = change(inOrder(keys, locked));
        for (const [index, key] of keys.entries()) {
          const row = next[index];
          if (row === null) await tx.delete(entries).where(eq(entries.key, key));
          else
            await tx
              .update(entries)
              .set({ state: row.state, expiresAt: new Date(row.expiresAt) })
              .where(eq(entries.key, key));
        }
      });
    },

    async sweep(now) {
      // SKIP LOCKED: a sweep never waits for a change in progress, so the two cannot deadlock.
      const expired = db
        .select({ key: entries.key })
        .from(entries)
        .where(lte(entries.expiresAt, new Date(now)))
        .for('update', { skipLocked: true });
      const deleted = await db.delete(entries).where(inArray(entries.key, expired)).returning({ key: entries.key });
      return deleted.length;
    },
  };
}
