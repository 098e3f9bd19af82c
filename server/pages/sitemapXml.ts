// Writing the sitemap (sitemaps.org protocol 0.9, with the alternate-language links search
// engines read from the xhtml namespace). Pure: pages and the site's origin in, text out.
import type { LangCode } from '../../src/shared/language';
import { addressIn } from '../../src/shared/routing/languageAddress';

/** One page by its plain path, with what it last changed at in each language (when known). */
export type SitemapPage = { path: string; lastModified: Partial<Record<LangCode, Date>> };

/** The languages a page has, in the order their entries are written. */
const LANGUAGES: readonly LangCode[] = ['id', 'en'];
/** Visitors whose language is neither get the plain address, which follows their saved choice. */
const DEFAULT_LANGUAGE: LangCode = 'id';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an element or a quoted attribute. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** A W3C datetime to the second, in UTC (sitemaps.org's lastmod format). */
export const w3cDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The page's entries, one per language, each naming every language's address as its alternate. */
function pageEntries(origin: string, page: SitemapPage): string[] {
  const url = (lang: LangCode) => escapeXml(`${origin}${addressIn(page.path, lang)}`);
  const alternates = [
    ...LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(lang)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE)}"/>`,
  ];
  return LANGUAGES.map((lang) => {
    const changed = page.lastModified[lang];
    const lines = [
      `<loc>${url(lang)}</loc>`,
      ...(changed ? [`<lastmod>${w3cDateTime(changed)}</lastmod>`] : []),
      ...alternates,
    ];
    return `<url>\n${lines.map((line) => `  ${line}\n`).join('')}</url>`;
  });
}

/** The whole sitemap of `pages` at `origin` (scheme and host, no trailing slash). */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => pageEntries(origin, page)),
    '</urlset>',
    '',
  ].join('\n');
}
