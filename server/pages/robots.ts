// robots.txt: every page may be crawled but the signed-in ones (read from the route table),
// in both languages, and the sitemap is named at the site's own address.
import type { LangCode } from '../../src/shared/language';
import { indexedPages } from '../../src/shared/routing/indexedPages';
import { addressIn } from '../../src/shared/routing/languageAddress';
import { routeNames, routeTable } from '../../src/shared/routing/routeTable';

const LANGUAGES: readonly LangCode[] = ['id', 'en'];

/** A pattern's fixed part: "/admin/*" covers everything under "/admin". */
const fixedPart = (pattern: string) => pattern.replace(/\/\*$/, '');

/**
 * The rules that keep crawlers off a signed-in page's address. A rule is a path prefix, so one
 * that begins an indexed page's address ("/doctor", the doctors' panel, begins "/doctors")
 * ends in "$", the end of the path (RFC 9309 §2.2.3; Google and Bing honour it), plus the
 * same address with a trailing slash, which the router accepts too. A crawler that does not
 * know "$" reads it as a literal character and blocks nothing: the panel's noindex is then
 * what keeps it out, never a rule that would hide the doctors' pages.
 */
function disallowed(address: string, indexedAddresses: readonly string[]): string[] {
  const prefixOfIndexed = indexedAddresses.some((indexed) => indexed !== address && indexed.startsWith(address));
  return prefixOfIndexed ? [`${address}$`, `${address}/`] : [address];
}

/** The robots.txt of the site at `origin` (config.appUrl). */
export function robotsTxt(origin: string): string {
  const addresses = (pattern: string) => LANGUAGES.map((lang) => addressIn(fixedPart(pattern), lang));
  const indexedAddresses = indexedPages.flatMap((page) => addresses(routeTable[page].pattern));
  const rules = routeNames
    .filter((name) => routeTable[name].login)
    .flatMap((name) => addresses(routeTable[name].pattern))
    .flatMap((address) => disallowed(address, indexedAddresses));
  return [
    'User-agent: *',
    'Allow: /',
    ...rules.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
