// Restaurant outlets: the public list (links derived, ready to open) and the console's side
// (every field, the version each save names, the order within a brand). The brand row is
// locked for every change of its outlets, so their positions never collide.
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { OutletRecord } from '../../src/shared/catalogTypes';
import type { Outlet } from '../../src/shared/contentTypes';
import { numberDigits } from '../../src/shared/phoneNumbers';
import type { OutletEditValues, OutletValues } from '../../src/shared/validation/outlet';
import type { Db } from '../db/connect';
import { outlets, restaurants } from '../db/schema';
import { answerCacheFor } from './answerCache';
import { recordAudit, type Actor } from './audit';
import { localizeText } from './localize';
import { isRestaurantId, newest, type SaveOutcome } from './restaurants';
import type { LangCode } from '../../src/shared/language';

/** Where a visitor is sent for directions: the outlet's own maps link, else a maps search of its address. */
export function directionsUrl(mapsUrl: string, address: string, city: string): string {
  if (mapsUrl) return mapsUrl;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${city}`)}`;
}

/** A chat link for a WhatsApp number in international form; '' without one. */
export function whatsappUrl(number: string): string {
  const digits = numberDigits(number);
  return digits ? `https://wa.me/${digits}` : '';
}

/** Every outlet, by brand order then the brand's own order, in the asked language, plus the newest change. */
export async function listOutlets(db: Db, lang: LangCode): Promise<{ outlets: Outlet[]; updatedAt: Date | undefined }> {
  const rows = await db
    .select({ outlet: outlets, restaurantName: restaurants.name, restaurantUpdatedAt: restaurants.updatedAt })
    .from(outlets)
    .innerJoin(restaurants, eq(outlets.restaurantId, restaurants.id))
    .orderBy(asc(restaurants.position), asc(restaurants.name), asc(outlets.position));
  const list = rows.map(({ outlet, restaurantName }): Outlet => ({
    _id: outlet.id,
    restaurantId: outlet.restaurantId,
    restaurantName,
    city: outlet.city,
    address: outlet.address,
    note: localizeText(outlet.note, lang),
    openingHours: outlet.openingHours,
    phone: outlet.phone,
    directionsUrl: directionsUrl(outlet.mapsUrl, outlet.address, outlet.city),
    reservationUrl: outlet.reservationUrl,
    whatsappUrl: whatsappUrl(outlet.whatsapp),
    deliveryLinks: outlet.deliveryLinks,
  }));
  // The brand's name is part of the answer: a renamed brand changes it too.
  const updatedAt = newest(...rows.flatMap((row) => [row.outlet.updatedAt, row.restaurantUpdatedAt]));
  return { outlets: list, updatedAt };
}

// ── The console's side ──

function invalidateOutletAnswers(db: Db) {
  answerCacheFor(db).invalidate('outlets');
}

function recordOf(row: typeof outlets.$inferSelect): OutletRecord {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    position: row.position,
    city: row.city,
    address: row.address,
    note: { id: row.note.id, en: row.note.en ?? '' },
    openingHours: row.openingHours,
    phone: row.phone,
    mapsUrl: row.mapsUrl,
    reservationUrl: row.reservationUrl,
    whatsapp: row.whatsapp,
    deliveryLinks: row.deliveryLinks,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(values: OutletValues) {
  return {
    city: values.city,
    address: values.address,
    note: { id: values.note.id, en: values.note.en },
    openingHours: values.openingHours,
    phone: values.phone,
    mapsUrl: values.mapsUrl,
    reservationUrl: values.reservationUrl,
    whatsapp: values.whatsapp,
    deliveryLinks: values.deliveryLinks.map(({ label, url }) => ({ label, url })),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The brand, locked until the transaction ends: one change of its outlets at a time. */
async function lockRestaurant(tx: Tx, restaurantId: string) {
  const [row] = await tx
    .select({ id: restaurants.id, name: restaurants.name, cities: restaurants.cities })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('update');
  return row;
}

/** A short name for the audit log: the brand and the outlet's city and address. */
const auditTarget = (restaurantName: string, row: { city: string; address: string }) =>
  `${restaurantName} · ${row.city} · ${row.address}`;

const isOutletId = isRestaurantId;

/** Every outlet in brand order, then each brand's own order. */
export async function listOutletRecords(db: Db): Promise<OutletRecord[]> {
  const rows = await db
    .select({ outlet: outlets })
    .from(outlets)
    .innerJoin(restaurants, eq(outlets.restaurantId, restaurants.id))
    .orderBy(asc(restaurants.position), asc(restaurants.name), asc(outlets.position));
  return rows.map((row) => recordOf(row.outlet));
}

export type OutletOutcome<T> = SaveOutcome<T> | { outcome: 'city' };

/** A new outlet at the end of its brand's list; its city must be one the brand lists. */
export async function createOutlet(
  db: Db,
  restaurantId: string,
  values: OutletValues,
  actor: Actor,
): Promise<OutletOutcome<OutletRecord>> {
  if (!isRestaurantId(restaurantId)) return { outcome: 'missing' };
  const result = await db.transaction(async (tx): Promise<OutletOutcome<typeof outlets.$inferSelect>> => {
    const restaurant = await lockRestaurant(tx, restaurantId);
    if (!restaurant) return { outcome: 'missing' };
    if (!restaurant.cities.includes(values.city)) return { outcome: 'city' };
    const [last] = await tx
      .select({ position: max(outlets.position) })
      .from(outlets)
      .where(eq(outlets.restaurantId, restaurantId));
    const [row] = await tx
      .insert(outlets)
      .values({ ...columnsOf(values), restaurantId, position: (last?.position ?? -1) + 1 })
      .returning();
    await recordAudit(tx, actor, 'outlet.create', auditTarget(restaurant.name, row!), { id: row!.id, restaurantId });
    return { outcome: 'saved', value: row! };
  });
  if (result.outcome !== 'saved') return result;
  invalidateOutletAnswers(db);
  return { outcome: 'saved', value: recordOf(result.value) };
}

/** Saves an edit made on `version`; an outlet changed since then is left alone (stale). */
export async function updateOutlet(
  db: Db,
  id: string,
  values: OutletEditValues,
  actor: Actor,
  now: Date,
): Promise<OutletOutcome<OutletRecord>> {
  if (!isOutletId(id)) return { outcome: 'missing' };
  const result = await db.transaction(async (tx): Promise<OutletOutcome<typeof outlets.$inferSelect>> => {
    const [current] = await tx.select({ restaurantId: outlets.restaurantId }).from(outlets).where(eq(outlets.id, id));
    if (!current) return { outcome: 'missing' };
    const restaurant = await lockRestaurant(tx, current.restaurantId);
    if (!restaurant) return { outcome: 'missing' };
    if (!restaurant.cities.includes(values.city)) return { outcome: 'city' };
    const [row] = await tx
      .update(outlets)
      .set({ ...columnsOf(values), version: sql`${outlets.version} + 1`, updatedAt: now })
      .where(and(eq(outlets.id, id), eq(outlets.version, values.version)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, id));
      return { outcome: exists ? 'stale' : 'missing' };
    }
    await recordAudit(tx, actor, 'outlet.update', auditTarget(restaurant.name, row), { id, version: row.version });
    return { outcome: 'saved', value: row };
  });
  if (result.outcome !== 'saved') return result;
  invalidateOutletAnswers(db);
  return { outcome: 'saved', value: recordOf(result.value) };
}

/**
 * Puts a brand's outlets in the order of `ids`, which must name each of them exactly once:
 * a list that misses one or names another brand's changes nothing. Versions stay: the
 * order is not part of what an edit form holds.
 */
export async function reorderOutlets(
  db: Db,
  restaurantId: string,
  ids: string[],
  actor: Actor,
  now: Date,
): Promise<'saved' | 'mismatch' | 'missing'> {
  if (!isRestaurantId(restaurantId)) return 'missing';
  const outcome = await db.transaction(async (tx) => {
    const restaurant = await lockRestaurant(tx, restaurantId);
    if (!restaurant) return 'missing' as const;
    const current = await tx.select({ id: outlets.id }).from(outlets).where(eq(outlets.restaurantId, restaurantId));
    const known = new Set(current.map((row) => row.id));
    const named = new Set(ids);
    if (named.size !== ids.length || named.size !== known.size || ids.some((id) => !known.has(id)))
      return 'mismatch' as const;
    for (const [position, id] of ids.entries()) {
      await tx.update(outlets).set({ position, updatedAt: now }).where(eq(outlets.id, id));
    }
    await recordAudit(tx, actor, 'outlet.reorder', restaurant.name, { restaurantId, order: ids });
    return 'saved' as const;
  });
  if (outcome === 'saved') invalidateOutletAnswers(db);
  return outcome;
}

/**
 * Deletes an outlet. The brand's others close the gap and count as changed now, so the
 * list's Last-Modified moves forward.
 */
export async function deleteOutlet(db: Db, id: string, actor: Actor, now: Date): Promise<boolean> {
  if (!isOutletId(id)) return false;
  const deleted = await db.transaction(async (tx) => {
    const [current] = await tx.select({ restaurantId: outlets.restaurantId }).from(outlets).where(eq(outlets.id, id));
    if (!current) return false;
    const restaurant = await lockRestaurant(tx, current.restaurantId);
    const [row] = await tx.delete(outlets).where(eq(outlets.id, id)).returning();
    if (!row || !restaurant) return false;
    const rest = await tx
      .select({ id: outlets.id })
      .from(outlets)
      .where(eq(outlets.restaurantId, row.restaurantId))
      .orderBy(asc(outlets.position));
    for (const [position, other] of rest.entries()) {
      await tx.update(outlets).set({ position, updatedAt: now }).where(eq(outlets.id, other.id));
    }
    await recordAudit(tx, actor, 'outlet.delete', auditTarget(restaurant.name, row), {
      id,
      restaurantId: row.restaurantId,
    });
    return true;
  });
  if (deleted) invalidateOutletAnswers(db);
  return deleted;
}
