// Which menu link of a brand is one to offer: the our-brand page's menu button opens only
// it, and the server names only it as the brand's menu in the page's structured data.

/**
 * The address a restaurant's menu button may open: an http(s) address or a path on this
 * site. Anything else (empty, `javascript:`, malformed) is no link: the brand's menu button
 * then says 'Menu link not available' (SPEC §5) instead of opening anything.
 */
export function usableMenuLink(link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
