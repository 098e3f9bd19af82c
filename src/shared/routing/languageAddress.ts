// Every page has an address per language: the Indonesian one is the plain path (which also
// serves a visitor's saved preference, SPEC §4), the English one the same path under "/en"
// ("/en" itself for the home page). Search engines, shared links and the language toggle use
// them; the route table and the router see only the plain path. The server reads the language
// from the address before the cookie (server/pages/landingPage.ts), the web app's router keeps
// the address in step with the language shown (app/languageRouter.tsx).
import type { LangCode } from '../language';

export const ENGLISH_PREFIX = '/en';

const PREFIXED = /^\/en(?=\/|$)/i;

/** The language an address names, or undefined for a plain path (the saved preference decides). */
export const addressLanguage = (pathname: string): LangCode | undefined => (PREFIXED.test(pathname) ? 'en' : undefined);

/** The page's plain path: "/en/about" → "/about", "/en" → "/". */
export const plainPath = (pathname: string): string => pathname.replace(PREFIXED, '') || '/';

/** The address of a plain path in a language: ("/about", "en") → "/en/about", ("/", "en") → "/en". */
export function addressIn(path: string, lang: LangCode): string {
  const plain = plainPath(path);
  if (lang === 'id') return plain;
  return plain === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${plain}`;
}
