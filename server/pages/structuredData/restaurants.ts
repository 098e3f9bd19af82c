// The group's restaurant brands and their outlets.
//
// The model: each brand is a Restaurant node (name, description, picture, logo, cuisine, menu)
// whose parentOrganization is the group; each outlet is a Restaurant node of its own, the
// place a guest visits (address, telephone, opening hours, directions, reservations), whose
// parentOrganization is its brand. An outlet is what search engines show as a local
// business, so it carries what a local business needs without reading its brand; the brand
// keeps what all its outlets share. Both pages that show the brands (home: the first five
// cards; our brand: all of them with their outlets) use the same brand nodes.
import type {
  DayOfWeek,
  IdReference,
  OpeningHoursSpecificationLeaf,
  PostalAddressLeaf,
  RestaurantLeaf,
} from 'schema-dts';
import { usableMenuLink } from '../../../src/shared/content/menuLink';
import { paths } from '../../../src/shared/routing/paths';
import { DAY_MINUTES } from '../../../src/shared/outletHours';
import { WEEK_FROM_MONDAY, type WeekdayKey } from '../../../src/shared/weeklyHours';
import {
  absoluteUrl,
  defined,
  organizationId,
  pageUrl,
  record,
  records,
  text,
  webUrl,
  type PageContext,
} from './pageContext';

/** What every brand serves; the content has no finer cuisine field to add. */
const CUISINE = 'Indonesian';

const DAY_NAMES: Record<WeekdayKey, DayOfWeek> = {
  '0': 'Sunday',
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
};

const brandId = (page: PageContext, id: string): IdReference => ({
  '@id': `${page.siteUrl}${paths.ourBrand}#brand-${encodeURIComponent(id)}`,
});
const outletId = (page: PageContext, id: string): IdReference => ({
  '@id': `${page.siteUrl}${paths.ourBrand}#outlet-${encodeURIComponent(id)}`,
});

/** The brands of the restaurants answer, in its order. */
export const brandsIn = (page: PageContext): Record<string, unknown>[] =>
  records(record(page.answerOf('restaurants')).data).filter((brand) => text(brand._id) && text(brand.name));

const menuOf = (page: PageContext, brand: Record<string, unknown>) => {
  const link = usableMenuLink(text(brand.menuLink));
  return link ? absoluteUrl(page, link) : undefined;
};

export function brandOf(page: PageContext, brand: Record<string, unknown>): RestaurantLeaf {
  return defined<RestaurantLeaf>({
    '@type': 'Restaurant',
    ...brandId(page, text(brand._id)),
    name: text(brand.name),
    url: pageUrl(page, paths.ourBrand),
    description: text(brand.description),
    // The brand's own pictures only: the page's bundled stand-in shows another brand.
    image: absoluteUrl(page, brand.restaurantImageUrl) ?? absoluteUrl(page, brand.headerImageUrl),
    logo: absoluteUrl(page, brand.logoImageUrl),
    servesCuisine: [CUISINE],
    hasMenu: menuOf(page, brand),
    parentOrganization: organizationId(page),
  });
}

/** "HH:MM" on the outlet's own clock; the very end of the day is 23:59 (schema.org times stop at 23:59). */
export function clockTime(minutes: number): string {
  const at = Math.min(minutes, DAY_MINUTES - 1);
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
}

const isMinute = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= DAY_MINUTES;

/**
 * The weekly hours (per weekday, 0 = Sunday, minutes from midnight; null or missing = closed),
 * one specification per set of hours, its days Monday first. Closed days are left out.
 */
export function openingHoursOf(hours: unknown): OpeningHoursSpecificationLeaf[] {
  const week = record(hours);
  const sets: { days: DayOfWeek[]; opens: string; closes: string }[] = [];
  for (const key of WEEK_FROM_MONDAY) {
    const day = record(week[key]);
    if (!isMinute(day.start) || !isMinute(day.end) || day.start >= day.end) continue;
    const opens = clockTime(day.start);
    const closes = clockTime(day.end);
    const same = sets.find((set) => set.opens === opens && set.closes === closes);
    if (same) same.days.push(DAY_NAMES[key]);
    else sets.push({ days: [DAY_NAMES[key]], opens, closes });
  }
  return sets.map(({ days, opens, closes }): OpeningHoursSpecificationLeaf => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
}

export function outletOf(
  page: PageContext,
  outlet: Record<string, unknown>,
  brand: Record<string, unknown>,
): RestaurantLeaf {
  const city = text(outlet.city);
  return defined<RestaurantLeaf>({
    '@type': 'Restaurant',
    ...outletId(page, text(outlet._id)),
    name: city ? `${text(brand.name)} ${city}` : text(brand.name),
    // The brand page showing this city's outlets.
    url: pageUrl(page, city ? paths.ourBrandIn(city) : paths.ourBrand),
    image: absoluteUrl(page, brand.restaurantImageUrl) ?? absoluteUrl(page, brand.headerImageUrl),
    servesCuisine: [CUISINE],
    hasMenu: menuOf(page, brand),
    address: defined<PostalAddressLeaf>({
      '@type': 'PostalAddress',
      streetAddress: text(outlet.address),
      addressLocality: city,
      addressCountry: 'ID',
    }),
    telephone: text(outlet.phone),
    openingHoursSpecification: openingHoursOf(outlet.openingHours),
    hasMap: webUrl(outlet.directionsUrl),
    acceptsReservations: webUrl(outlet.reservationUrl),
    parentOrganization: brandId(page, text(brand._id)),
  });
}

/** Each brand followed by its outlets (those with an address), in the answers' order. */
export function brandsWithOutlets(page: PageContext, brands: Record<string, unknown>[]): RestaurantLeaf[] {
  const outlets = records(record(page.answerOf('outlets')).data).filter(
    (outlet) => text(outlet._id) && text(outlet.address),
  );
  return brands.flatMap((brand) => [
    brandOf(page, brand),
    ...outlets
      .filter((outlet) => text(outlet.restaurantId) === text(brand._id))
      .map((outlet) => outletOf(page, outlet, brand)),
  ]);
}
