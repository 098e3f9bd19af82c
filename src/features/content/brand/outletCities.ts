// Which outlets the Our brand page shows for its `?city=`: pure, so the choice is tested
// without rendering.
import type { Outlet, Restaurant } from '../../../shared/contentTypes';
import { compareNames } from '../../../shared/nameOrder';

/** The cities to choose from: where outlets are, or where brands say they are when no outlets are known. */
export function cityChoices(restaurants: readonly Restaurant[], outlets: readonly Outlet[]): string[] {
  const cities =
    outlets.length > 0 ? outlets.map((outlet) => outlet.city) : restaurants.flatMap((restaurant) => restaurant.cities);
  return [...new Set(cities)].sort(compareNames);
}

/** The city the address names, spelled as the site spells it (any letter case matches); null for none. */
export function chosenCity(param: string | null, choices: readonly string[]): string | null {
  const asked = param?.trim();
  if (!asked) return null;
  return choices.find((city) => city.toLocaleLowerCase() === asked.toLocaleLowerCase()) ?? asked;
}

export type BrandOutlets = { restaurant: Restaurant; outlets: Outlet[] };

/**
 * Every brand with its outlets; with a city, only the brands found there with their outlets
 * there (by the brand's own list of cities when no outlets are known).
 */
export function brandsIn(
  restaurants: readonly Restaurant[],
  outlets: readonly Outlet[],
  city: string | null,
): BrandOutlets[] {
  const brands = restaurants.map((restaurant) => ({
    restaurant,
    outlets: outlets.filter(
      (outlet) => outlet.restaurantId === restaurant._id && (city === null || outlet.city === city),
    ),
  }));
  if (city === null) return brands;
  if (outlets.length === 0) return brands.filter(({ restaurant }) => restaurant.cities.includes(city));
  return brands.filter((brand) => brand.outlets.length > 0);
}
