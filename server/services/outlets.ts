// Restaurant outlets: the public list (links derived, ready to open) and the console's side
// (every field of the working copy, the version each save names, the order within a brand).
// The brand row is locked for every creation, move and deletion of its outlets, so their
// positions never collide.
import { and, asc, eq, isNotNull, max } from 'drizzle-orm';
import type { OutletRecord } from '../../src/shared/catalogTypes';
import type { Outlet } from '../../src/shared/contentTypes';
import { numberDigits } from '../../src/shared/phoneNumbers';
import type { OutletEditValues, OutletValues } from '../../src/shared/validation/outlet';
import type { Db } from '../db/connect';
import { outlets, restaurants } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { localizeText } from './localize';
import { describeRecords, type RecordDescription } from './publishing/describe';
import { forgetRecords, readHead, saveDraft, startDraft } from './publishing/heads';
import type { Snapshot, Tx } from './publishing/kind';
import { invalidateOutletAnswers, outletFieldsOf, outletKind, publicOutletOf } from './publishing/kinds/outlets';
import { restaurantFieldsOf, restaurantKind } from './publishing/kinds/restaurants';
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

/**
 * Every public outlet, by brand order then the brand's own order, in the asked language, plus
 * the newest change. An outlet is public while it and its brand both are.
 */
export async function listOutlets(db: Db, lang: LangCode): Promise<{ outlets: Outlet[]; updatedAt: Date | undefined }> {
  const rows = await db
    .select({ outlet: outlets, restaurantName: restaurants.name, restaurantUpdatedAt: restaurants.updatedAt })
    .from(outlets)
    .innerJoin(restaurants, eq(outlets.restaurantId, restaurants.id))
    .where(and(isNotNull(outlets.publishedAt), isNotNull(restaurants.publishedAt)))
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

// ── The console's side: the working copy (the draft where there is one), the version each
// save names and the publishing state ──

type Row = typeof outlets.$inferSelect;

function recordOf(row: Row, described: RecordDescription): OutletRecord {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    position: row.position,
    // A hidden row nobody drafted (one made outside the console) shows what it holds.
    ...outletFieldsOf(described.working ?? row),
    version: described.version,
    updatedAt: row.updatedAt.toISOString(),
    publishing: described.publishing,
  };
}

async function recordsOf(db: Db, rows: Row[]): Promise<OutletRecord[]> {
  const described = await describeRecords(
    db,
    outletKind,
    rows.map((row) => ({ key: row.id, record: publicOutletOf(row) })),
  );
  return rows.map((row) => recordOf(row, described.get(row.id)!));
}

async function readOutletRecord(db: Db, id: string): Promise<OutletRecord | undefined> {
  const rows = await db.select().from(outlets).where(eq(outlets.id, id));
  return (await recordsOf(db, rows))[0];
}

/** The snapshot of what the form sent: exactly its fields, the note as a pair. */
const snapshotOf = (values: OutletValues): Snapshot => outletFieldsOf(values);

/** The brand, locked until the transaction ends: one change of its outlets at a time. */
async function lockRestaurant(tx: Tx, restaurantId: string) {
  const [row] = await tx
    .select({ id: restaurants.id, name: restaurants.name, cities: restaurants.cities })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('update');
  return row;
}

/**
 * The cities an outlet of the brand may be in: those of the brand's working copy (its draft
 * where it has one), not only the public ones. An editor adding a city to a brand's draft can
 * then add its outlet there, and one release publishes both together. (Publishing the outlet
 * alone first shows it in a city its brand does not list yet, as editing the brand's cities
 * after its outlets always could.)
 */
async function workingCities(tx: Tx | Db, restaurant: { id: string; cities: string[] }): Promise<string[]> {
  const draft = (await readHead(tx, restaurantKind.kind, restaurant.id))?.draft;
  return draft ? restaurantFieldsOf(draft).cities : restaurant.cities;
}

/** A short name for the audit log: the brand and the outlet's city and address. */
const auditTarget = (restaurantName: string, row: { city: string; address: string }) =>
  `${restaurantName} · ${row.city} · ${row.address}`;

const isOutletId = isRestaurantId;

/** Every outlet (drafts too) in brand order, then each brand's own order. */
export async function listOutletRecords(db: Db): Promise<OutletRecord[]> {
  const rows = await db
    .select({ outlet: outlets })
    .from(outlets)
    .innerJoin(restaurants, eq(outlets.restaurantId, restaurants.id))
    .orderBy(asc(restaurants.position), asc(restaurants.name), asc(outlets.position));
  return recordsOf(
    db,
    rows.map((row) => row.outlet),
  );
}

export type OutletOutcome<T> = SaveOutcome<T> | { outcome: 'city' };

/**
 * A new outlet at the end of its brand's list, as a draft: its row is hidden until it is
 * first published. Its city must be one the brand's working copy lists.
 */
export async function createOutlet(
  db: Db,
  restaurantId: string,
  values: OutletValues,
  actor: Actor,
  now: Date,
): Promise<OutletOutcome<OutletRecord>> {
  if (!isRestaurantId(restaurantId)) return { outcome: 'missing' };
  const snapshot = snapshotOf(values);
  const result = await db.transaction(async (tx): Promise<OutletOutcome<string>> => {
    const restaurant = await lockRestaurant(tx, restaurantId);
    if (!restaurant) return { outcome: 'missing' };
    if (!(await workingCities(tx, restaurant)).includes(values.city)) return { outcome: 'city' };
    const [last] = await tx
      .select({ position: max(outlets.position) })
      .from(outlets)
      .where(eq(outlets.restaurantId, restaurantId));
    const [row] = await tx
      .insert(outlets)
      .values({
        ...outletFieldsOf(snapshot),
        restaurantId,
        position: (last?.position ?? -1) + 1,
        publishedAt: null,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, actor, 'outlet.create', auditTarget(restaurant.name, row!), { id: row!.id, restaurantId });
    await startDraft(tx, outletKind, row!.id, snapshot, row!.version, actor, now);
    return { outcome: 'saved', value: row!.id };
  });
  if (result.outcome !== 'saved') return result;
  return { outcome: 'saved', value: (await readOutletRecord(db, result.value))! };
}

/**
 * Saves an edit made on `version` as the outlet's draft; the public row stays as it is until
 * a publish. An outlet changed since then is left alone (stale).
 */
export async function updateOutlet(
  db: Db,
  id: string,
  values: OutletEditValues,
  actor: Actor,
  now: Date,
): Promise<OutletOutcome<OutletRecord>> {
  if (!isOutletId(id)) return { outcome: 'missing' };
  const [current] = await db
    .select({ id: restaurants.id, cities: restaurants.cities })
    .from(outlets)
    .innerJoin(restaurants, eq(outlets.restaurantId, restaurants.id))
    .where(eq(outlets.id, id));
  if (!current) return { outcome: 'missing' };
  // Checked before the draft's own transaction: the brand's draft may change its cities
  // afterwards anyway, as its public row could before drafts (the rule guards the form, not
  // every later edit of the brand).
  if (!(await workingCities(db, current)).includes(values.city)) return { outcome: 'city' };
  const { version, ...fields } = values;
  const saved = await saveDraft(db, outletKind, id, snapshotOf(fields), version, actor, now);
  // A draft save answers saved, stale or missing (nothing else of a head's outcomes).
  if (saved.outcome !== 'saved') return { outcome: saved.outcome === 'stale' ? 'stale' : 'missing' };
  const record = await readOutletRecord(db, id);
  return record ? { outcome: 'saved', value: record } : { outcome: 'missing' };
}

/**
 * Puts a brand's outlets in the order of `ids`, which must name each of them exactly once
 * (drafts too): a list that misses one or names another brand's changes nothing. The order
 * is not part of what an edit form holds nor of an outlet's published versions, so it
 * changes the public list at once and versions stay.
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
 * Deletes an outlet, at once and for everyone: a deletion is not part of a record's versions,
 * so it is no draft to publish. Its draft goes with it. The brand's others close the gap and
 * count as changed now, so the list's Last-Modified moves forward.
 */
export async function deleteOutlet(db: Db, id: string, actor: Actor, now: Date): Promise<boolean> {
  if (!isOutletId(id)) return false;
  const deleted = await db.transaction(async (tx) => {
    const [current] = await tx.select({ restaurantId: outlets.restaurantId }).from(outlets).where(eq(outlets.id, id));
    if (!current) return false;
    const restaurant = await lockRestaurant(tx, current.restaurantId);
    const [row] = await tx.delete(outlets).where(eq(outlets.id, id)).returning();
    if (!row || !restaurant) return false;
    await forgetRecords(tx, outletKind, [id]);
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
