// The site's pages, each described once. Everything that needs to know the pages reads
// this table: the web app's router (app/router.tsx, with each page's code in
// app/pageChunks.ts), the start script's preloads and prefetches (webpack.config.ts and
// app/start/), the server's landing pages (server/pages/landingPage.ts: which answers
// a page gets in its HTML, which paths answer 404), and the links (paths.ts). Only the
// server preloads a page's first image, so those rules sit apart, in firstImages.ts,
// keyed by the same names (the browser's bundle then carries none of them).
// Adding a page is one entry here plus the page's own folder and its loader in
// app/pageChunks.ts; app/routeTable.test.ts fails if a consumer disagrees.
import { patternSource } from './patterns';
import type { ReadName } from './publicReads';

export type RouteEntry = {
  /** The router's pattern: a fixed path, ":name" standing for one path segment, a final "/*" for any rest. */
  pattern: string;
  /** The page's chunk (its webpackChunkName in app/pageChunks.ts). */
  chunk: string;
  /** Only a logged-in visitor sees it: the server never renders it, the router asks to log in. */
  login: boolean;
  /** What the page's first screen shows, answered into its HTML (the layout's reads come on top). */
  reads: readonly ReadName[];
  /** Prefetched at idle priority once the first page has loaded: where visitors most often go next. */
  prefetch?: boolean;
};

// prettier-ignore
export const routeTable = {
  home:                { pattern: '/',                    chunk: 'home',              login: false, reads: ['homeContent', 'restaurants'] },
  about:               { pattern: '/about',               chunk: 'about',             login: false, reads: ['aboutContent', 'restaurants'], prefetch: true },
  contact:             { pattern: '/contact',             chunk: 'contact',           login: false, reads: ['contactContent'] },
  career:              { pattern: '/career',              chunk: 'career',            login: false, reads: ['careerContent'] },
  ourBrand:            { pattern: '/our-brand',           chunk: 'our-brand',         login: false, reads: ['ourBrandContent', 'restaurants', 'outlets'], prefetch: true },
  investorRelation:    { pattern: '/investor-relation',   chunk: 'investor-relation', login: false, reads: ['investorRelation'] },
  login:               { pattern: '/login',               chunk: 'login',             login: false, reads: [] },
  resetPassword:       { pattern: '/reset-password',      chunk: 'reset-password',    login: false, reads: [] },
  myProfile:           { pattern: '/my-profile',          chunk: 'my-profile',        login: true,  reads: [] },
  myAppointments:      { pattern: '/my-appointments',     chunk: 'my-appointments',   login: true,  reads: [] },
  doctors:             { pattern: '/doctors',             chunk: 'doctors',           login: false, reads: ['doctorList'] },
  doctorsBySpeciality: { pattern: '/doctors/:speciality', chunk: 'doctors',           login: false, reads: ['doctorList'] },
  appointment:         { pattern: '/appointment/:docId',  chunk: 'appointment',       login: false, reads: ['doctorList'] },
  verify:              { pattern: '/verify',              chunk: 'verify',            login: true,  reads: [] },
  admin:               { pattern: '/admin/*',             chunk: 'admin',             login: true,  reads: [] },
  doctorPanel:         { pattern: '/doctor',              chunk: 'doctor',            login: true,  reads: [] },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

export type RouteMatch = { name: RouteName; entry: RouteEntry; params: Record<string, string> };

let matchers: { name: RouteName; entry: RouteEntry; regex: RegExp; keys: string[] }[] | undefined;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The page at a URL path (undecoded, without query), with its decoded parameters; undefined
 * for a path that is no page (the router shows its not-found page, the server answers 404).
 * A parameter that does not decode keeps the page but not the parameter.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  // Built on first use: the browser's router matches by itself and never asks.
  matchers ??= routeNames.map((name) => {
    const entry: RouteEntry = routeTable[name];
    return {
      name,
      entry,
      regex: new RegExp(patternSource(entry.pattern), 'i'),
      keys: [...entry.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]),
    };
  });
  for (const { name, entry, regex, keys } of matchers) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => {
      const value = decodeSegment(found[i + 1]);
      if (value !== undefined) params[key] = value;
    });
    return { name, entry, params };
  }
  return undefined;
}

/** Whether a URL path (undecoded, without query) is one of the site's pages. */
export const isPagePath = (pathname: string) => matchRoute(pathname) !== undefined;
