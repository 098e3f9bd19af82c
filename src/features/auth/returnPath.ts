// Coming back after logging in. A page that sends a visitor to log in names where to return
// in the login page's query: `/login?next=<path>`, the path (with its own query) URL-encoded,
// e.g. `/login?next=%2Fappointment%2F<docId>%3Fdate%3D5_3_2026%26time%3D15%3A00`. Login and
// sign-up both return there. Only a path of this site is followed, never another site (an
// open redirect would let a link to our login page hand a fresh session's visitor to anyone).
import { paths } from '../../shared/routing/paths';

const NEXT = 'next';
const PROBE_ORIGIN = 'https://site.invalid';

/** The login page, returning to `path` (a path of this site) afterwards. */
export function loginReturningTo(path: string): string {
  return `${paths.login}?${new URLSearchParams({ [NEXT]: path }).toString()}`;
}

/**
 * The path the login page's query names, when it is one of this site's; else null. It is
 * read as a browser would read it: "//host", "/\host" and "/<tab>/host" (tabs and line
 * breaks are dropped) name other sites, so only what stays on this origin is kept. The URL
 * parser also normalises the path ("/./", "/a/..", "%2e"), and a path that normalises to
 * "//host" ("/.//host", "/a/..//host") would leave the site when followed: it is refused too.
 */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next?.startsWith('/')) return null;
  const url = new URL(next, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN ? path : null;
}
