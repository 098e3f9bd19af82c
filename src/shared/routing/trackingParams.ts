// Parameters that campaign links and ad networks add to an address (a newspaper's link, a TV
// spot's short link, a shared post) and that no page reads. The server renders a page without
// them, so one kept copy of a page serves every campaign (server/pages/pageCache.ts).
const TRACKING = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|msclkid|dclid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/** A query string ("?a=1&utm_source=x", or "") without its tracking parameters; "" when nothing else is left. */
export function withoutTracking(search: string): string {
  if (!search || search === '?') return '';
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING.test(decodeName(pair.split('=')[0])));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
