/**
 * The address a restaurant's menu button may open: an http(s) address or a path on this
 * site. Anything else (empty, `javascript:`, malformed) is no link, and the brand shows no
 * menu button rather than a button that fails.
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

/** Opens the menu in a new tab without giving it a handle on this page; false when there is no usable link. */
export function openMenuLink(link: string | null | undefined, open: typeof window.open = window.open.bind(window)): boolean {
  const url = usableMenuLink(link);
  if (!url) return false;
  open(url, '_blank', 'noopener');
  return true;
}
