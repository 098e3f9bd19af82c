// The query parameters each page reads (useSearchParams, location.search). A parameter a page
// does not read cannot change its HTML, so the server renders and keeps one copy of the page
// without it (server/pages/pageKeys.ts): `/?x=<random>` is the kept `/`, and a flood of made-up
// parameters costs no render. A page that starts reading a parameter names it here, or its kept
// copy would show the page without it. Only the server reads this table (the browser's bundle
// carries none of it), like firstImages.ts.
import type { RouteName } from './routeTable';

export const pageQueries: Partial<Record<RouteName, readonly string[]>> = {
  // The return address after logging in (features/auth/returnPath.ts).
  login: ['next'],
  resetPassword: ['token'],
  // The category shown (features/investor/InvestorRelationPage.tsx).
  investorRelation: ['category'],
  // The city whose outlets are shown (features/content/OurBrandPage.tsx).
  ourBrand: ['city'],
  // A slot asked for by a link (features/booking/slotQuery.ts).
  appointment: ['date', 'time'],
  // The subject a job's Apply link fills in (features/content/contact/ContactForm.tsx).
  contact: ['subject'],
  verify: ['success', 'appointmentId'],
};

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * The query string of `search` that the page reads, in one order whatever the address's:
 * "" when it reads none of its parameters. A parameter named twice keeps its first value, as
 * URLSearchParams.get reads it.
 */
export function readQuery(name: RouteName, search: string): string {
  const read = pageQueries[name];
  if (!read || !search || search === '?') return '';
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [rawName, ...rest] = pair.split('=');
    const key = decoded(rawName);
    const value = decoded(rest.join('='));
    if (key === undefined || value === undefined || !read.includes(key) || values.has(key)) continue;
    values.set(key, value);
  }
  const kept = read.filter((key) => values.has(key)).map((key): [string, string] => [key, values.get(key)!]);
  return kept.length > 0 ? `?${new URLSearchParams(kept).toString()}` : '';
}
