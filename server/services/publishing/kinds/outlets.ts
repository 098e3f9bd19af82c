// Outlets as published records: the snapshot is exactly what the console's outlet form edits,
// its note the one pair of two languages. Its brand is not part of it (an outlet stays with
// its restaurant), nor its place in the brand's list (that changes at once: services/outlets.ts).
// The site shows an outlet only while it and its brand are both public.
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { OutletFields } from '../../../../src/shared/catalogTypes';
import { isUuid } from '../../../../src/shared/ids';
import type { Db } from '../../../db/connect';
import { outlets, restaurants } from '../../../db/schema';
import { answerCacheFor } from '../../answerCache';
import { KIND_TRAITS } from '../../../../src/shared/publishing/kindTraits';
import type { KindAdapter, PublicRecord, Snapshot, Tx } from '../kind';

type Row = typeof outlets.$inferSelect;

export function invalidateOutletAnswers(db: Db) {
  answerCacheFor(db).invalidate('outlets');
}

/** The form's fields of a snapshot (saved through the form's schema, so of that shape). */
export function outletFieldsOf(snapshot: Snapshot): OutletFields {
  const fields = snapshot as OutletFields;
  return {
    city: fields.city,
    address: fields.address,
    note: { id: fields.note.id, en: fields.note.en ?? '' },
    openingHours: fields.openingHours,
    phone: fields.phone,
    mapsUrl: fields.mapsUrl,
    reservationUrl: fields.reservationUrl,
    whatsapp: fields.whatsapp,
    deliveryLinks: fields.deliveryLinks.map(({ label, url }) => ({ label, url })),
  };
}

/** What the public sees of a row on its own account: nothing while it is hidden. */
export const publicOutletOf = (row: Row): PublicRecord => ({
  snapshot: row.publishedAt ? { ...outletFieldsOf(row) } : null,
  version: row.version,
});

export const outletKind: KindAdapter = {
  kind: 'outlet',
  ...KIND_TRAITS.outlet,
  isKey: isUuid,
  async read(tx, key, forUpdate) {
    if (!isUuid(key)) return undefined;
    const query = tx.select().from(outlets).where(eq(outlets.id, key));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? publicOutletOf(row) : undefined;
  },
  async keys(db) {
    const rows = await db
      .select({ id: outlets.id })
      .from(outlets)
      .innerJoin(restaurants, eq(outlets.restaurantId, restaurants.id))
      .orderBy(asc(restaurants.position), asc(restaurants.name), asc(outlets.position));
    return rows.map((row) => row.id);
  },
  async write(tx, key, snapshot, now) {
    await tx
      .update(outlets)
      .set({ ...outletFieldsOf(snapshot), publishedAt: now, updatedAt: now })
      .where(eq(outlets.id, key));
  },
  async unpublish(tx: Tx, key: string, now: Date) {
    await tx.update(outlets).set({ publishedAt: null, updatedAt: now }).where(eq(outlets.id, key));
    // The list loses one without any shown row changing: the rows still public count as
    // changed now, so its Last-Modified moves forward (as a deletion does).
    await tx
      .update(outlets)
      .set({ updatedAt: now })
      .where(and(isNotNull(outlets.publishedAt), ne(outlets.id, key)));
  },
  invalidate: (db) => invalidateOutletAnswers(db),
  title: (snapshot, key) =>
    snapshot && typeof snapshot.city === 'string' && typeof snapshot.address === 'string'
      ? `${snapshot.city} · ${snapshot.address}`
      : key,
};
