// What search engines and link previews read from a public page's HTML besides its title and
// description (pageHeads.ts): the page's one address (canonical) and its address in each
// language (alternates), and the Open Graph and Twitter card tags: title, description, address
// and a 1200×630 share picture (built by the media build, src/shared/mediaManifest.ts).
//
// Rules:
// - The canonical address is the page's address in the language it was rendered in
//   (languageAddress.ts), built from the route's pattern, so letter case, a trailing slash and
//   the query string never make a second address. No page takes its identity from the query:
//   /our-brand?city=X is /our-brand, and a reset link's token never leaves the visitor's URL.
// - og:title is the page's own name without the site's, which og:site_name carries; the home
//   page's is the site's name.
// - The picture is the page's own first picture (firstImages.ts) when that is built artwork with
//   a share picture (a home hero, a banner, a brand header, a doctor's portrait); else (an
//   uploaded picture, another site's, none) the page's bundled banner, or the home hero.
// Pages that are not to be indexed get none of it.
import {
  BRAND_FALLBACK_IMAGES,
  CAREER_FALLBACK_IMAGES,
  FALLBACK_BANNERS,
  FALLBACK_IMAGES,
  INVESTOR_FALLBACK_BANNER,
} from '../../src/shared/content/fallbacks';
import { allStrings } from '../../src/shared/dictionary';
import { SHARE_SIZE, shareImagePath } from '../../src/shared/mediaManifest';
import { sitePathOf } from '../../src/shared/mediaUrl';
import { firstImageRules, type AnswerOf } from '../../src/shared/routing/firstImages';
import { addressIn } from '../../src/shared/routing/languageAddress';
import type { RouteMatch, RouteName } from '../../src/shared/routing/routeTable';
import { record, records, text } from './answerValues';
import type { PageHead } from './pageHeads';
import type { LangCode } from '../../src/shared/language';

/** One element for the head, its attributes in order (written, escaped, by landingPage.ts). */
export type HeadTag = { tag: 'link' | 'meta'; attributes: [string, string][] };

export type SharePicture = { path: string; alt?: string };

const LOCALES: Record<LangCode, string> = { id: 'id_ID', en: 'en_US' };
const OTHER: Record<LangCode, LangCode> = { id: 'en', en: 'id' };

const HOME_HERO = FALLBACK_BANNERS[0].imageUrl;

/** The picture a page is shared with when its own has no share picture; pages not named take the home hero. */
export const DEFAULT_SHARE_IMAGES: Partial<Record<RouteName, string>> = {
  about: FALLBACK_IMAGES.aboutBanner,
  contact: FALLBACK_IMAGES.contactBanner,
  career: CAREER_FALLBACK_IMAGES.banner,
  ourBrand: BRAND_FALLBACK_IMAGES.banner,
  investorRelation: INVESTOR_FALLBACK_BANNER,
};

/** What the page says the picture shows, when it says: a home banner's alt text, a doctor's name. */
function altOf(url: string, answerOf: AnswerOf): string | undefined {
  const banner = records(record(record(answerOf('homeContent')).data).banners).find((item) => item.imageUrl === url);
  const doctor = records(record(answerOf('doctorList')).doctors).find((item) => item.image === url);
  return text(banner?.alt) || text(doctor?.name) || undefined;
}

/**
 * The page's share picture (a path under /media) and, when the answers say, what it shows. The
 * API answers the site's pictures as absolute URLs on `siteUrl` (APP_URL): those are read by their path.
 */
export function sharePictureFor(match: RouteMatch, answerOf: AnswerOf, siteUrl = ''): SharePicture {
  const first = firstImageRules[match.name]?.(answerOf, match.params);
  const own = first && shareImagePath(sitePathOf(first.url, siteUrl));
  if (first && own) return { path: own, alt: altOf(first.url, answerOf) };
  const fallback = DEFAULT_SHARE_IMAGES[match.name] ?? HOME_HERO;
  // Every default is built artwork with a share picture (shareTags.test.ts checks it).
  return { path: shareImagePath(fallback) ?? '', alt: altOf(fallback, answerOf) };
}

/** The page's plain path as its pattern writes it, its parameters encoded; undefined when one is missing. */
export function canonicalPath(match: RouteMatch): string | undefined {
  let missing = false;
  const path = match.entry.pattern.replace(/:(\w+)/g, (_whole, key: string) => {
    const value = match.params[key];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : path;
}

export type ShareInput = {
  /** The page the route table matched on the plain path (no language prefix). */
  match: RouteMatch | undefined;
  /** The language the page is rendered in. */
  lang: LangCode;
  answerOf: AnswerOf;
  head: PageHead;
  /** The site's public origin, without a trailing slash. */
  siteUrl: string;
};

const link = (...attributes: [string, string][]): HeadTag => ({ tag: 'link', attributes });
const property = (name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: [
    ['property', name],
    ['content', content],
  ],
});
const named = (name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: [
    ['name', name],
    ['content', content],
  ],
});

/** The canonical, alternate, Open Graph and Twitter card tags of a page; none for a page not to be indexed. */
export function shareTagsFor({ match, lang, answerOf, head, siteUrl }: ShareInput): HeadTag[] {
  if (!match || match.entry.login || head.noindex) return [];
  const path = canonicalPath(match);
  if (!path) return [];
  const origin = siteUrl.replace(/\/+$/, '');
  const addressOf = (language: LangCode) => `${origin}${addressIn(path, language)}`;
  const site = allStrings['site.name'][lang];
  const title = match.name === 'home' ? site : head.name;
  const picture = sharePictureFor(match, answerOf, origin);
  const image = `${origin}${picture.path}`;
  const alt = picture.alt || title;
  return [
    link(['rel', 'canonical'], ['href', addressOf(lang)]),
    link(['rel', 'alternate'], ['hreflang', 'id'], ['href', addressOf('id')]),
    link(['rel', 'alternate'], ['hreflang', 'en'], ['href', addressOf('en')]),
    link(['rel', 'alternate'], ['hreflang', 'x-default'], ['href', addressOf('id')]),
    property('og:type', 'website'),
    property('og:site_name', site),
    property('og:title', title),
    property('og:description', head.description),
    property('og:url', addressOf(lang)),
    property('og:locale', LOCALES[lang]),
    property('og:locale:alternate', LOCALES[OTHER[lang]]),
    property('og:image', image),
    property('og:image:type', 'image/jpeg'),
    property('og:image:width', String(SHARE_SIZE.width)),
    property('og:image:height', String(SHARE_SIZE.height)),
    property('og:image:alt', alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', head.description),
    named('twitter:image', image),
    named('twitter:image:alt', alt),
  ];
}
