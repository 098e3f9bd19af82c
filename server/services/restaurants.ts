import { asc } from 'drizzle-orm';
import type { Restaurant } from '../../src/shared/contentTypes';
import type { Db } from '../db/connect';
import { restaurants } from '../db/schema';
import type { ContentLang } from '../http/lang';
import { localizeText } from './localize';

/** Every restaurant in display order, its description in the asked language, plus the newest change. */
export async function listRestaurants(
  db: Db,
  lang: ContentLang,
): Promise<{ restaurants: Restaurant[]; updatedAt: Date | undefined }> {
  const rows = await db.select().from(restaurants).orderBy(asc(restaurants.position), asc(restaurants.name));
  const list = rows.map(
    (row): Restaurant => ({
      _id: row.id,
      name: row.name,
      description: localizeText(row.description, lang),
      headerImageUrl: row.headerImageUrl,
      restaurantImageUrl: row.restaurantImageUrl,
      logoImageUrl: row.logoImageUrl,
      foodImageUrl: row.foodImageUrl,
      cities: row.cities,
      menuLink: row.menuLink,
    }),
  );
  const newest = rows.reduce((latest, row) => Math.max(latest, row.updatedAt.getTime()), 0);
  return { restaurants: list, updatedAt: rows.length > 0 ? new Date(newest) : undefined };
}

/** The later of two change times, ignoring a missing one. */
export function newest(...dates: (Date | undefined)[]): Date | undefined {
  const times = dates.filter((date): date is Date => date instanceof Date).map((date) => date.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}
