import { usableMenuLink } from '../../../shared/content/menuLink';

export { usableMenuLink };

/** Opens the menu in a new tab without giving it a handle on this page; false when there is no usable link. */
export function openMenuLink(
  link: string | null | undefined,
  open: typeof window.open = window.open.bind(window),
): boolean {
  const url = usableMenuLink(link);
  if (!url) return false;
  open(url, '_blank', 'noopener');
  return true;
}
