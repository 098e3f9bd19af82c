// Which page views the page cache (pages/pageCache.ts) may answer, and under which key. Only a
// visitor with no stored session gets a kept page (the others are rendered by the browser); only
// a page of the route table at the address its own links write (no other letter case, no
// trailing slash) with none of the query parameters the page reads (any other parameter changes
// nothing it shows, src/shared/routing/pageQueries.ts: `/?x=<random>` is the kept `/`, while
// `/our-brand?city=Bandung` renders fresh). A made-up address (no such page, doctor or
// speciality) is never kept under its own key: it is served from its kind's one stand-in page
// (pages/standIns.ts), so a flood of them costs no render and never pushes the real pages out.
import { knownSpeciality } from '../../src/shared/contentTypes';
import { addressIn } from '../../src/shared/routing/languageAddress';
import { fillPattern } from '../../src/shared/routing/paths';
import type { ReadName } from '../../src/shared/routing/publicReads';
import type { RouteMatch } from '../../src/shared/routing/routeTable';
import type { LangCode } from '../../src/shared/language';
import { doctorRows } from './answerValues';

/**
 * The key of a page view the cache may answer: its language and address; undefined for one it
 * may not. `read` is the query the page reads (src/shared/routing/pageQueries.ts): a view with one
 * renders fresh.
 */
export function pageCacheKey(
  match: RouteMatch | undefined,
  lang: LangCode,
  address: string,
  read: string,
): string | undefined {
  if (!match || match.entry.login || read !== '') return undefined;
  if (addressIn(fillPattern(match.entry.pattern, match.params), lang) !== address) return undefined;
  return `${lang} ${address}`;
}

/** Whether the site knows `speciality` (shared/contentTypes.ts), read from a page's answers. */
export const knowsSpeciality = (speciality: string, answerOf: (read: ReadName) => unknown): boolean =>
  knownSpeciality(speciality, doctorRows(answerOf));

/**
 * Whether a page shows what its address names, read from the answers it was made from: a
 * doctor that exists, a speciality someone practises. The others are not for search engines.
 */
export function showsRealPage(match: RouteMatch, answerOf: (read: ReadName) => unknown): boolean {
  if (match.name !== 'appointment' && match.name !== 'doctorsBySpeciality') return true;
  const doctors = doctorRows(answerOf);
  return match.name === 'appointment'
    ? doctors.some((doctor) => doctor._id === match.params.docId)
    : doctors.some((doctor) => doctor.speciality === match.params.speciality);
}
