// The pages search engines are asked to index, by their names in the route table: the
// server lists them in /sitemap.xml, in both languages. Everything else (logging in,
// signed-in pages, the console, unknown paths) stays out. Kept apart from the route table
// because only the server reads it: the browser's bundle carries the table, not this.
import type { RouteName } from './routeTable';

export const indexedPages = [
  'home',
  'about',
  'contact',
  'career',
  'ourBrand',
  'investorRelation',
  'doctors',
  'doctorsBySpeciality',
  'appointment',
] as const satisfies readonly RouteName[];

export type IndexedPage = (typeof indexedPages)[number];
