// Demo data for a fresh database. Safe to run on every start: it only adds what is
// missing and never overwrites rows that exist (and may have been edited).
import { count, sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '../../../src/shared/money';
import { DEFAULT_THEME_COLORS } from '../../../src/shared/themeDefaults';
import type { Db } from '../connect';
import { contentDocuments, doctors, outlets, restaurants, siteSettings, translations } from '../schema';
import { contentSeed } from './contentData';
import { doctorsSeed } from './doctorsData';
import { outletsSeed } from './outletsData';
import { restaurantsSeed } from './restaurantsData';
import { translationsSeed } from './translationsData';

// Any fixed number: replicas starting together on one empty PostgreSQL seed one at a time
// (the restaurants are added only when none exist, which two at once would both see).
const SEED_LOCK_ID = 72_517_002;

export type SeedOptions = {
  /**
   * The site's CURRENCY: with 'idr' the demo doctors' fees are stored in whole Rupiah (their
   * `feesIdr`), with any other the numbers they always had. Only doctors the seed adds get
   * them: a fee that exists, and every stored payment, stays as it is.
   */
  currency?: string;
};

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await seedWith(tx as unknown as Db, options.currency ?? DEFAULT_CURRENCY);
  });
}

async function seedWith(db: Db, currency: string): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: 'theme', value: { colors: DEFAULT_THEME_COLORS } })
    .onConflictDoNothing();

  const documents = Object.entries(contentSeed).flatMap(([slug, byLang]) => [
    { slug, lang: 'id', body: byLang.id },
    { slug, lang: 'en', body: byLang.en },
  ]);
  await db.insert(contentDocuments).values(documents).onConflictDoNothing();

  await db.insert(translations).values(translationsSeed).onConflictDoNothing();

  const [{ value: restaurantCount }] = await db.select({ value: count() }).from(restaurants);
  if (restaurantCount === 0) {
    const brands = await db
      .insert(restaurants)
      .values(restaurantsSeed.map((r, position) => ({ ...r, position })))
      .returning({ id: restaurants.id, name: restaurants.name });
    // Their outlets come with them: a brand staff have emptied of outlets stays empty.
    const brandOutlets = brands.flatMap((brand) =>
      (outletsSeed[brand.name] ?? []).map((fields, position) => ({ ...fields, restaurantId: brand.id, position })),
    );
    if (brandOutlets.length > 0) await db.insert(outlets).values(brandOutlets);
  }

  await db
    .insert(doctors)
    .values(
      doctorsSeed.map(({ fees, feesIdr, ...doctor }, position) => ({
        ...doctor,
        fees: currency.toLowerCase() === 'idr' ? feesIdr : fees,
        position,
      })),
    )
    .onConflictDoNothing({ target: doctors.email });
}
