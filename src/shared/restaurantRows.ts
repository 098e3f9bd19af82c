// SPEC §2/§9: the home page shows the first 5 restaurants, 3 on the first row and 2 on the second.

export const HOME_RESTAURANT_COUNT = 5;
export const FIRST_ROW_SIZE = 3;

/** The first five items split into a row of three and a row of two (shorter lists fill the first row first). */
export function restaurantRows<T>(items: readonly T[]): [T[], T[]] {
  const shown = items.slice(0, HOME_RESTAURANT_COUNT);
  return [shown.slice(0, FIRST_ROW_SIZE), shown.slice(FIRST_ROW_SIZE)];
}
