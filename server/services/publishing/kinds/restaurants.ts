// Restaurants (brands) as published records: the snapshot is exactly what the console's
// restaurant form edits, its description the one pair of two languages. Its place in the list
// is not part of it: the order changes at once for everyone (services/restaurants.ts).
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { RestaurantFields } from '../../../../src/shared/catalogTypes';
import { isUuid } from '../../../../src/shared/ids';
import type { Db } from '../../../db/connect';
import { restaurants } from '../../../db/schema';
import { answerCacheFor } from '../../answerCache';
import { KIND_TRAITS } from '../../../../src/shared/publishing/kindTraits';
import type { KindAdapter, PublicRecord, Snapshot, Tx } from '../kind';

type Row = typeof restaurants.$inferSelect;

/**
 * What the public answers of a restaurant change show: the list, the home page that embeds
 * it, and the outlets (which carry the brand's name, follow its order and show only while
 * their brand is public). The sitemap is built from these and goes with them.
 */
const RESTAURANT_GROUPS = ['restaurants', 'home', 'outlets'] as const;

export function invalidateRestaurantAnswers(db: Db) {
  const cache = answerCacheFor(db);
  for (const group of RESTAURANT_GROUPS) cache.invalidate(group);
}

/** The form's fields of a snapshot (saved through the form's schema, so of that shape). */
export function restaurantFieldsOf(snapshot: Snapshot): RestaurantFields {
  const fields = snapshot as RestaurantFields;
  return {
    name: fields.name,
    description: { id: fields.description.id, en: fields.description.en ?? '' },
    headerImageUrl: fields.headerImageUrl,
    restaurantImageUrl: fields.restaurantImageUrl,
    logoImageUrl: fields.logoImageUrl,
    foodImageUrl: fields.foodImageUrl,
    cities: [...fields.cities],
    menuLink: fields.menuLink ?? '',
  };
}

/** What the public sees of a row: nothing while it is hidden. */
export const publicRestaurantOf = (row: Row): PublicRecord => ({
  snapshot: row.publishedAt ? { ...restaurantFieldsOf(row) } : null,
  version: row.version,
});

export const restaurantKind: KindAdapter = {
  kind: 'restaurant',
  ...KIND_TRAITS.restaurant,
  isKey: isUuid,
  async read(tx, key, forUpdate) {
    if (!isUuid(key)) return undefined;
    const query = tx.select().from(restaurants).where(eq(restaurants.id, key));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? publicRestaurantOf(row) : undefined;
  },
  async keys(db) {
    const rows = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .orderBy(asc(restaurants.position), asc(restaurants.name));
    return rows.map((row) => row.id);
  },
  async write(tx, key, snapshot, now) {
    await tx
      .update(restaurants)
      .set({ ...restaurantFieldsOf(snapshot), publishedAt: now, updatedAt: now })
      .where(eq(restaurants.id, key));
  },
  async unpublish(tx: Tx, key: string, now: Date) {
    await tx.update(restaurants).set({ publishedAt: null, updatedAt: now }).where(eq(restaurants.id, key));
    // The list loses one without any shown row changing: the rows still public count as
    // changed now, so its Last-Modified (and the outlets', which take the brands' times) moves
    // forward and a browser revalidating by date does not keep the old list.
    await tx
      .update(restaurants)
      .set({ updatedAt: now })
      .where(and(isNotNull(restaurants.publishedAt), ne(restaurants.id, key)));
  },
  invalidate: (db) => invalidateRestaurantAnswers(db),
  title: (snapshot, key) => (snapshot && typeof snapshot.name === 'string' ? snapshot.name : key),
};
