// Where the server hears that an account changed: migration 0006 makes the database announce
// every change to a `users` row or to an appointment on the channel "account_changed", with
// the account's id, when the change commits.
//
// Only the embedded database feeds it. PGlite runs inside this process and hands a commit's
// notices to their listeners before the committing call returns, so a change is heard before
// anyone is told it happened. PostgreSQL sends notices over another connection, a moment after
// the commit: a process could still answer from before a change it has just confirmed, so with
// PostgreSQL there is no feed and what depends on it stays off (http/accountAnswers.ts).
import type { PGlite } from '@electric-sql/pglite';

export const ACCOUNT_CHANGED_CHANNEL = 'account_changed';

export type AccountChangeListener = (userId: string) => void;

export type AccountChanges = {
  /** Calls `listener` with the account's id after every committed change; returns the way to stop. */
  subscribe: (listener: AccountChangeListener) => () => void;
};

// Keyed by the Drizzle handle itself: any object will do, so this file needs no type of connect.ts.
const feeds = new WeakMap<object, AccountChanges>();

/** The change feed of the database behind `db`, if it has one (the embedded database does). */
export function accountChangesOf(db: object): AccountChanges | undefined {
  return feeds.get(db);
}

/** Listens on the embedded database's channel and registers the feed for `db`. */
export async function feedAccountChanges(client: PGlite, db: object): Promise<void> {
  const listeners = new Set<AccountChangeListener>();
  await client.listen(ACCOUNT_CHANGED_CHANNEL, (userId) => {
    for (const listener of listeners) listener(userId);
  });
  feeds.set(db, {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
}
