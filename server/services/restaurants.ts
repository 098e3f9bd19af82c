import { asc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { RestaurantRecord } from '../../src/shared/catalogTypes';
import type { Restaurant } from '../../src/shared/contentTypes';
import { isUuid } from '../../src/shared/ids';
import type { RestaurantEditValues, RestaurantValues } from '../../src/shared/validation/restaurant';
import type { Db } from '../db/connect';
import { outlets, restaurants } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { localizeText } from './localize';
import { describeRecords, type RecordDescription } from './publishing/describe';
import { forgetRecords, saveDraft, startDraft } from './publishing/heads';
import type { Snapshot } from './publishing/kind';
import { outletKind } from './publishing/kinds/outlets';
import {
  invalidateRestaurantAnswers,
  publicRestaurantOf,
  restaurantFieldsOf,
  restaurantKind,
} from './publishing/kinds/restaurants';
import type { LangCode } from '../../src/shared/language';

type Row = typeof restaurants.$inferSelect;

/**
 * Every public restaurant in display order, its description in the asked language, plus the
 * newest change. A draft (never published, or taken off the site) is not there.
 */
export async function listRestaurants(
  db: Db,
  lang: LangCode,
): Promise<{ restaurants: Restaurant[]; updatedAt: Date | undefined }> {
  const rows = await db
    .select()
    .from(restaurants)
    .where(isNotNull(restaurants.publishedAt))
    .orderBy(asc(restaurants.position), asc(restaurants.name));
  const list = rows.map((row): Restaurant => ({
    _id: row.id,
    name: row.name,
    description: localizeText(row.description, lang),
    headerImageUrl: row.headerImageUrl,
    restaurantImageUrl: row.restaurantImageUrl,
    logoImageUrl: row.logoImageUrl,
    foodImageUrl: row.foodImageUrl,
    cities: row.cities,
    menuLink: row.menuLink,
  }));
  const newest = rows.reduce((latest, row) => Math.max(latest, row.updatedAt.getTime()), 0);
  return { restaurants: list, updatedAt: rows.length > 0 ? new Date(newest) : undefined };
}

/** The later of two change times, ignoring a missing one. */
export function newest(...dates: (Date | undefined)[]): Date | undefined {
  const times = dates.filter((date): date is Date => date instanceof Date).map((date) => date.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

// ── The console's side: every field in both languages, the working copy (the draft where
// there is one), the version each save names and the publishing state ──

function recordOf(row: Row, described: RecordDescription): RestaurantRecord {
  return {
    id: row.id,
    position: row.position,
    // A hidden row nobody drafted (one made outside the console) shows what it holds.
    ...restaurantFieldsOf(described.working ?? row),
    version: described.version,
    updatedAt: row.updatedAt.toISOString(),
    publishing: described.publishing,
  };
}

/** An id that can name a restaurant at all (anything else is simply not found). */
export const isRestaurantId = isUuid;

async function recordsOf(db: Db, rows: Row[]): Promise<RestaurantRecord[]> {
  const described = await describeRecords(
    db,
    restaurantKind,
    rows.map((row) => ({ key: row.id, record: publicRestaurantOf(row) })),
  );
  return rows.map((row) => recordOf(row, described.get(row.id)!));
}

export async function listRestaurantRecords(db: Db): Promise<RestaurantRecord[]> {
  const rows = await db.select().from(restaurants).orderBy(asc(restaurants.position), asc(restaurants.name));
  return recordsOf(db, rows);
}

async function readRestaurantRecord(db: Db, id: string): Promise<RestaurantRecord | undefined> {
  const rows = await db.select().from(restaurants).where(eq(restaurants.id, id));
  return (await recordsOf(db, rows))[0];
}

/** The snapshot of what the form sent: exactly its fields, the description as a pair. */
const snapshotOf = (values: RestaurantValues): Snapshot => restaurantFieldsOf(values);

export type SaveOutcome<T> = { outcome: 'saved'; value: T } | { outcome: 'stale' } | { outcome: 'missing' };

/**
 * A new restaurant at the end of the list, as a draft: its row is hidden (the public site
 * shows nothing of it) until it is first published.
 */
export async function createRestaurant(
  db: Db,
  values: RestaurantValues,
  actor: Actor,
  now: Date,
): Promise<RestaurantRecord> {
  const snapshot = snapshotOf(values);
  const id = await db.transaction(async (tx) => {
    // One list order at a time: two creations never take the same place.
    await tx.execute(sql`LOCK TABLE ${restaurants} IN SHARE ROW EXCLUSIVE MODE`);
    const [last] = await tx.select({ position: max(restaurants.position) }).from(restaurants);
    const [row] = await tx
      .insert(restaurants)
      .values({
        ...restaurantFieldsOf(snapshot),
        position: (last?.position ?? -1) + 1,
        publishedAt: null,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, actor, 'restaurant.create', row!.name, { id: row!.id });
    await startDraft(tx, restaurantKind, row!.id, snapshot, row!.version, actor, now);
    return row!.id;
  });
  return (await readRestaurantRecord(db, id))!;
}

/**
 * Saves an edit made on `version` as the restaurant's draft; the public row (and so every
 * public answer) stays as it is until a publish. A restaurant changed since then is left alone (stale).
 */
export async function updateRestaurant(
  db: Db,
  id: string,
  values: RestaurantEditValues,
  actor: Actor,
  now: Date,
): Promise<SaveOutcome<RestaurantRecord>> {
  const { version, ...fields } = values;
  const saved = await saveDraft(db, restaurantKind, id, snapshotOf(fields), version, actor, now);
  // A draft save answers saved, stale or missing (nothing else of a head's outcomes).
  if (saved.outcome !== 'saved') return { outcome: saved.outcome === 'stale' ? 'stale' : 'missing' };
  const record = await readRestaurantRecord(db, id);
  return record ? { outcome: 'saved', value: record } : { outcome: 'missing' };
}

/**
 * Puts the restaurants in the order of `ids`, which must name every restaurant exactly
 * once (drafts too): a list that misses one or names one twice (someone added or deleted
 * meanwhile) changes nothing. The order is not part of what an edit form holds nor of a
 * restaurant's published versions, so it changes the public list at once and versions stay.
 */
export async function reorderRestaurants(
  db: Db,
  ids: string[],
  actor: Actor,
  now: Date,
): Promise<'saved' | 'mismatch'> {
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${restaurants} IN SHARE ROW EXCLUSIVE MODE`);
    const current = await tx.select({ id: restaurants.id, name: restaurants.name }).from(restaurants);
    const known = new Map(current.map((row) => [row.id, row.name]));
    const named = new Set(ids);
    if (named.size !== ids.length || named.size !== known.size || ids.some((id) => !known.has(id)))
      return 'mismatch' as const;
    for (const [position, id] of ids.entries()) {
      await tx.update(restaurants).set({ position, updatedAt: now }).where(eq(restaurants.id, id));
    }
    await recordAudit(tx, actor, 'restaurant.reorder', 'restaurants', { order: ids.map((id) => known.get(id)!) });
    return 'saved' as const;
  });
  if (outcome === 'saved') invalidateRestaurantAnswers(db);
  return outcome;
}

/**
 * Deletes a restaurant and its outlets, at once and for everyone: a deletion is not part of a
 * record's versions, so it is no draft to publish. Their drafts go with them. The others
 * close the gap and count as changed now, so the list's Last-Modified moves forward and a
 * browser revalidating by date does not keep the old list.
 */
export async function deleteRestaurant(db: Db, id: string, actor: Actor, now: Date): Promise<boolean> {
  if (!isRestaurantId(id)) return false;
  const deleted = await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${restaurants} IN SHARE ROW EXCLUSIVE MODE`);
    const own = await tx.select({ id: outlets.id }).from(outlets).where(eq(outlets.restaurantId, id));
    // Its outlets go by the foreign key's cascade.
    const [row] = await tx.delete(restaurants).where(eq(restaurants.id, id)).returning();
    if (!row) return false;
    await forgetRecords(tx, restaurantKind, [id]);
    await forgetRecords(
      tx,
      outletKind,
      own.map((outlet) => outlet.id),
    );
    const rest = await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .orderBy(asc(restaurants.position), asc(restaurants.name));
    for (const [position, other] of rest.entries()) {
      await tx.update(restaurants).set({ position, updatedAt: now }).where(eq(restaurants.id, other.id));
    }
    await recordAudit(tx, actor, 'restaurant.delete', row.name, { id });
    return true;
  });
  if (deleted) invalidateRestaurantAnswers(db);
  return deleted;
}
