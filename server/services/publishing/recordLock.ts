// Orders the changes of a record whose public row may not exist yet (a site text never
// overridden, the theme before its first save). With no row to lock, two first drafts would
// both find no head and both write the same version; a lock on the record's name, held to the
// end of the transaction, makes the second wait and then find the first's head (stale).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { PublishedKind, Tx } from './kind';

/** The lock space of publishing's record locks, apart from the other advisory locks (seed, migrations). */
const RECORD_LOCK_SPACE = 7_301;

export async function lockRecord(tx: Tx | Db, kind: PublishedKind, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${RECORD_LOCK_SPACE}, hashtext(${`${kind}:${key}`}))`);
}
