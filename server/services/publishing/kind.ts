// What publishing needs to know of one kind of record (a page document, a restaurant, the
// theme…). Each kind has one adapter in ./kinds/ over the public tables it owns; the rest of
// publishing (drafts, versions, releases) is the same for every kind and lives beside this file.
import type { Db } from '../../db/connect';
import type { KindTraits } from '../../../src/shared/publishing/kindTraits';
import type { PublishedKind, Snapshot } from '../../../src/shared/publishing/types';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type { PublishedKind, Snapshot };

/** A record as the public tables hold it. */
export type PublicRecord = {
  /** What the public sees of it; null when it exists but the site does not show it. */
  snapshot: Snapshot | null;
  /** The public row's own edit version: an editor's version until the record has a publishing head. */
  version: number;
};

/** Its traits (languages, publish role, whether it can be taken off) are KIND_TRAITS of src/shared/publishing/kindTraits.ts. */
export type KindAdapter = KindTraits & {
  kind: PublishedKind;
  /** A key that can name a record of this kind at all (anything else is simply not found). */
  isKey(key: string): boolean;
  /** The record in the public tables, or undefined when there is no such record. `forUpdate` locks its row. */
  read(tx: Tx | Db, key: string, forUpdate?: boolean): Promise<PublicRecord | undefined>;
  /** Every record's key (the console's lists, the releases' pickers). */
  keys(db: Db): Promise<string[]>;
  /** Makes `snapshot` what the public sees, in the transaction of the publish. */
  write(tx: Tx, key: string, snapshot: Snapshot, now: Date): Promise<void>;
  /** Takes the record off the site (only when canUnpublish); `now` is the change's time, as for write. */
  unpublish?(tx: Tx, key: string, now: Date): Promise<void>;
  /** Drops this process's cached public answers the record feeds; called after the commit. */
  invalidate(db: Db, key: string): void;
  /** How lists and the audit name the record (its title, a restaurant's name…). */
  title(snapshot: Snapshot | null, key: string): string;
};
