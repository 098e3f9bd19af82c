// Demo data for a fresh database. Safe to run on every start: it only adds what is
// missing and never overwrites rows that exist (and may have been edited).
import { count } from 'drizzle-orm';
import { DEFAULT_THEME_COLORS } from '../../../src/lib/themeDefaults';
import type { Db } from '../connect';
import { contentDocuments, doctors, restaurants, siteSettings, translations } from '../schema';
import { contentSeed } from './contentData';
import { doctorsSeed } from './doctorsData';
import { restaurantsSeed } from './restaurantsData';
import { translationsSeed } from './translationsData';

export async function seedDatabase(db: Db): Promise<void> {
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
    await db.insert(restaurants).values(restaurantsSeed.map((r, position) => ({ ...r, position })));
  }

  await db
    .insert(doctors)
    .values(doctorsSeed.map((d, position) => ({ ...d, position })))
    .onConflictDoNothing({ target: doctors.email });
}
