import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { RestaurantRecord } from '../../src/shared/catalogTypes';
import type { Restaurant } from '../../src/shared/contentTypes';
import type { RestaurantEditValues, RestaurantValues } from '../../src/shared/validation/restaurant';
import type { Db } from '../db/connect';
import { restaurants } from '../db/schema';
import { answerCacheFor } from './answerCache';
import { recordAudit, type Actor } from './audit';
import { localizeText } from './localize';
import type { LangCode } from '../../src/shared/language';

/** Every restaurant in display order, its description in the asked language, plus the newest change. */
export async function listRestaurants(
  db: Db,
  lang: LangCode,
): Promise<{ restaurants: Restaurant[]; updatedAt: Date | undefined }> {
  const rows = await db.select().from(restaurants).orderBy(asc(restaurants.position), asc(restaurants.name));
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

// ── The console's side: every field in both languages, with the version each save names ──

/**
 * What the public answers of a restaurant change show: the list, the home page that embeds
 * it, and the outlets (which carry the brand's name and follow its order).
 */
const RESTAURANT_GROUPS = ['restaurants', 'home', 'outlets'] as const;

function invalidateRestaurantAnswers(db: Db) {
  const cache = answerCacheFor(db);
  for (const group of RESTAURANT_GROUPS) cache.invalidate(group);
}

function recordOf(row: typeof restaurants.$inferSelect): RestaurantRecord {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    description: { id: row.description.id, en: row.description.en ?? '' },
    headerImageUrl: row.headerImageUrl,
    restaurantImageUrl: row.restaurantImageUrl,
    logoImageUrl: row.logoImageUrl,
    foodImageUrl: row.foodImageUrl,
    cities: row.cities,
    menuLink: row.menuLink,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that can name a restaurant at all (anything else is simply not found). */
export const isRestaurantId = (id: string) => UUID.test(id);

export async function listRestaurantRecords(db: Db): Promise<RestaurantRecord[]> {
  const rows = await db.select().from(restaurants).orderBy(asc(restaurants.position), asc(restaurants.name));
  return rows.map(recordOf);
}

function columnsOf(values: RestaurantValues) {
  return {
    name: values.name,
    description: { id: values.description.id, en: values.description.en ?? '' },
    headerImageUrl: values.headerImageUrl,
    restaurantImageUrl: values.restaurantImageUrl,
    logoImageUrl: values.logoImageUrl,
    foodImageUrl: values.foodImageUrl,
    cities: values.cities,
    menuLink: values.menuLink ?? '',
  };
}

/** A new restaurant at the end of the list. */
export async function createRestaurant(db: Db, values: RestaurantValues, actor: Actor): Promise<RestaurantRecord> {
  const created = await db.transaction(async (tx) => {
    // One list order at a time: two creations never take the same place.
    await tx.execute(sql`LOCK TABLE ${restaurants} IN SHARE ROW EXCLUSIVE MODE`);
    const [last] = await tx.select({ position: max(restaurants.position) }).from(restaurants);
    const [row] = await tx
      .insert(restaurants)
      .values({ ...columnsOf(values), position: (last?.position ?? -1) + 1 })
      .returning();
    await recordAudit(tx, actor, 'restaurant.create', row!.name, { id: row!.id });
    return row!;
  });
  invalidateRestaurantAnswers(db);
  return recordOf(created);
}

export type SaveOutcome<T> = { outcome: 'saved'; value: T } | { outcome: 'stale' } | { outcome: 'missing' };

/** Saves an edit made on `version`; a restaurant changed since then is left alone (stale). */
export async function updateRestaurant(
  db: Db,
  id: string,
  values: RestaurantEditValues,
  actor: Actor,
  now: Date,
): Promise<SaveOutcome<RestaurantRecord>> {
  if (!isRestaurantId(id)) return { outcome: 'missing' };
  const result = await db.transaction(async (tx): Promise<SaveOutcome<typeof restaurants.$inferSelect>> => {
    const [row] = await tx
      .update(restaurants)
      .set({ ...columnsOf(values), version: sql`${restaurants.version} + 1`, updatedAt: now })
      .where(and(eq(restaurants.id, id), eq(restaurants.version, values.version)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, id));
      return { outcome: exists ? 'stale' : 'missing' };
    }
    await recordAudit(tx, actor, 'restaurant.update', row.name, { id, version: row.version });
    return { outcome: 'saved', value: row };
  });
  if (result.outcome !== 'saved') return result;
  invalidateRestaurantAnswers(db);
  return { outcome: 'saved', value: recordOf(result.value) };
}

/**
 * Puts the restaurants in the order of `ids`, which must name every restaurant exactly
 * once: a list that misses one or names one twice (someone added or deleted meanwhile)
 * changes nothing. Versions stay: the order is not part of what an edit form holds.
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
 * Deletes a restaurant. The others close the gap and count as changed now, so the list's
 * Last-Modified moves forward and a browser revalidating by date does not keep the old list.
 */
export async function deleteRestaurant(db: Db, id: string, actor: Actor, now: Date): Promise<boolean> {
  if (!isRestaurantId(id)) return false;
  const deleted = await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${restaurants} IN SHARE ROW EXCLUSIVE MODE`);
    const [row] = await tx.delete(restaurants).where(eq(restaurants.id, id)).returning();
    if (!row) return false;
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
