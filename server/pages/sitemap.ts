// What /sitemap.xml lists: the indexed pages (src/shared/routing/indexedPages.ts), the
// doctors' pages once per speciality and per doctor of the public list, each with the time
// what it shows last changed, where the database keeps an honest one. Cached like the other
// public answers (group 'sitemap' of services/answerCache.ts, dropped with what it is built from).
import type { LangCode } from '../../src/shared/language';
import { indexedPages, type IndexedPage } from '../../src/shared/routing/indexedPages';
import { paths } from '../../src/shared/routing/paths';
import type { ReadName } from '../../src/shared/routing/publicReads';
import { routeTable } from '../../src/shared/routing/routeTable';
import type { Db } from '../db/connect';
import { readContent, type ContentSlug } from '../services/content';
import { listOutlets } from '../services/outlets';
import { listRestaurants, newest } from '../services/restaurants';
import { sitemapXml, type SitemapPage } from './sitemapXml';
import { listedDoctorRows } from '../services/doctorList';

type ListedDoctor = { id: string; speciality: string };

/** Each page's plain paths, from the doctors the public list shows; links written as the web app writes them. */
const PATHS_OF: { readonly [page in IndexedPage]: (doctors: readonly ListedDoctor[]) => string[] } = {
  home: () => [paths.home],
  about: () => [paths.about],
  contact: () => [paths.contact],
  career: () => [paths.career],
  ourBrand: () => [paths.ourBrand],
  investorRelation: () => [paths.investorRelation],
  doctors: () => [paths.doctors],
  doctorsBySpeciality: (doctors) =>
    [...new Set(doctors.map((doctor) => doctor.speciality))].map(paths.doctorsBySpeciality),
  appointment: (doctors) => doctors.map((doctor) => paths.appointment(doctor.id)),
};

type ChangeTime = (lang: LangCode) => Promise<Date | undefined>;

/**
 * When each public read last changed, in a language: the same times its own answer gives as
 * Last-Modified. The doctor list has none (a doctor's row keeps no change time, and its
 * bookings are not the page's content), so the doctors' pages go without a lastmod.
 */
function changeTimes(db: Db): { readonly [read in ReadName]?: ChangeTime } {
  const content =
    (slug: ContentSlug): ChangeTime =>
    async (lang) =>
      (await readContent(db, slug, lang))?.updatedAt;
  return {
    homeContent: content('home'),
    aboutContent: content('about'),
    contactContent: content('contact'),
    careerContent: content('career'),
    ourBrandContent: content('our-brand'),
    investorRelation: content('investor'),
    // Changes to these are one time for both languages.
    restaurants: async () => (await listRestaurants(db, 'id')).updatedAt,
    outlets: async () => (await listOutlets(db, 'id')).updatedAt,
  };
}

/** A page's last change per language: the newest of its first screen's reads, or none if one of them keeps no time. */
function lastModifiedOf(db: Db) {
  const times = changeTimes(db);
  const asked = new Map<string, Promise<Date | undefined>>();
  // Several pages show the restaurants: each read is asked once per language.
  const timeOf = (read: ReadName, lang: LangCode) => {
    const key = `${read}:${lang}`;
    if (!asked.has(key)) asked.set(key, times[read]!(lang));
    return asked.get(key)!;
  };
  return async (page: IndexedPage): Promise<SitemapPage['lastModified']> => {
    const reads: readonly ReadName[] = routeTable[page].reads;
    if (!reads.every((read) => times[read])) return {};
    const inLanguage = async (lang: LangCode) =>
      newest(...(await Promise.all(reads.map((read) => timeOf(read, lang)))));
    const [id, en] = await Promise.all([inLanguage('id'), inLanguage('en')]);
    return { ...(id && { id }), ...(en && { en }) };
  };
}

/** The sitemap of the site at `origin` (config.appUrl), read from the database now. */
export async function buildSitemap(db: Db, origin: string): Promise<string> {
  const doctors = await listedDoctorRows(db);
  const lastModified = lastModifiedOf(db);
  const pages = await Promise.all(
    indexedPages.map(async (page) => {
      const changed = await lastModified(page);
      return PATHS_OF[page](doctors).map((path): SitemapPage => ({ path, lastModified: changed }));
    }),
  );
  return sitemapXml(origin, pages.flat());
}
