// Each page's own <title> and meta description in the server's HTML, in the page's language,
// from the same answers the page renders from: what a search engine or a link preview reads
// before any script runs (the web app then sets the same title: usePageTitle). Pages only a
// logged-in visitor sees (the payment return among them) and unknown paths are marked noindex.
import type { ReadName } from '../../src/shared/routing/publicReads';
import type { RouteMatch, RouteName } from '../../src/shared/routing/routeTable';
import { doctorRows, record, text } from './answerValues';
import { knowsSpeciality, showsRealPage } from './pageKeys';
import { specialityName, wordsIn, type Words } from './words';
import type { LangCode } from '../../src/shared/language';

export type PageHead = {
  /** The page's own name, without the site's (the title is "<name> | <site>"). */
  name: string;
  title: string;
  description: string;
  noindex: boolean;
};

type AnswerOf = (read: ReadName) => unknown;
type HeadRule = (
  answerOf: AnswerOf,
  params: Record<string, string>,
  words: Words,
) => { name: string; description: string } | undefined;

const dataOf = (answerOf: AnswerOf, read: ReadName) => record(record(answerOf(read)).data);

/** About one search result's snippet: whole words, at most 160 characters. */
export function snippet(value: string, max = 160): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A page named by its navbar entry, described by its banner's subtitle or the bundled text. */
const bannerPage =
  (
    nameKey: string,
    read: ReadName,
    fallbackKey: string,
    pick = (data: Record<string, unknown>) => text(record(data.banner).subtitle),
  ): HeadRule =>
  (answerOf, _params, words) => ({
    name: words(nameKey),
    description: pick(dataOf(answerOf, read)) || words(fallbackKey),
  });

const RULES: Partial<Record<RouteName, HeadRule>> = {
  home: (answerOf, _params, words) => ({
    name: words('nav.home'),
    description: text(dataOf(answerOf, 'homeContent').headerDescription) || words('home.fallbackDescription'),
  }),
  about: bannerPage(
    'nav.about',
    'aboutContent',
    'about.fallbackDescription',
    (data) => text(record(data.banner).description) || text(record(data.banner).subtitle),
  ),
  contact: bannerPage('nav.contact', 'contactContent', 'contact.fallbackSubtitle'),
  career: bannerPage('nav.career', 'careerContent', 'career.bannerSubtitle'),
  ourBrand: bannerPage('nav.ourBrand', 'ourBrandContent', 'brand.bannerSubtitle'),
  investorRelation: (_answerOf, _params, words) => ({
    name: words('nav.investorRelation'),
    description: words('investor.bannerSubtitle'),
  }),
  doctors: (_answerOf, _params, words) => ({ name: words('nav.doctors'), description: words('booking.doctors.intro') }),
  doctorsBySpeciality: (answerOf, params, words) => {
    // A made-up speciality is not echoed: its page is the doctor list's frame (pages/standIns.ts).
    if (!knowsSpeciality(params.speciality ?? '', answerOf))
      return { name: words('nav.doctors'), description: words('booking.doctors.intro') };
    const speciality = specialityName(params.speciality ?? '', words);
    return {
      name: `${speciality} · ${words('nav.doctors')}`,
      description: `${speciality}: ${words('booking.doctors.intro')}`,
    };
  },
  appointment: (answerOf, params, words) => {
    const doctor = doctorRows(answerOf).find((row) => row._id === params.docId);
    if (!doctor) return { name: words('page.appointment'), description: words('booking.doctors.intro') };
    const name = `${text(doctor.name)} · ${specialityName(text(doctor.speciality), words)}`;
    return { name, description: text(doctor.about) || words('booking.doctors.intro') };
  },
  login: (_answerOf, _params, words) => ({
    name: words('auth.login.title'),
    description: words('auth.login.subtitle'),
  }),
  // Its address without a link's token asks for the e-mail (a link's address is not one to share).
  resetPassword: (_answerOf, _params, words) => ({
    name: words('page.forgotPassword'),
    description: words('accounts.forgot.intro'),
  }),
};

/** The head of the page the route table matched (undefined: no page), in `lang`, from the answers the page was given. */
export function pageHeadFor(match: RouteMatch | undefined, lang: LangCode, answerOf: AnswerOf): PageHead {
  const words = wordsIn(lang);
  const site = words('site.name');
  const rule = match && !match.entry.login ? RULES[match.name] : undefined;
  const found = rule?.(answerOf, match?.params ?? {}, words);
  if (!match || !found) {
    const name = match ? '' : words('notFound.title');
    return {
      name: name || site,
      title: name ? `${name} | ${site}` : site,
      description: words('home.fallbackDescription'),
      noindex: true,
    };
  }
  // A doctor or speciality that does not exist answers with the page's frame, not a page to find.
  return {
    name: found.name,
    title: `${found.name} | ${site}`,
    description: snippet(found.description),
    noindex: !showsRealPage(match, answerOf),
  };
}
