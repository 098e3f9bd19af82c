// Which documents have a live preview, known without the preview's code: that code brings
// the public pages it renders, and loads only when the preview comes near the screen.
import type { ContentSlug } from '../../../shared/validation/contentFields';
import { useLayoutParts } from './layoutParts';

/** The documents previewed as their public page (PagePreview.tsx has one entry for each). */
export const PREVIEWED_PAGES = [
  'home',
  'about',
  'contact',
  'career',
  'our-brand',
  'investor',
] as const satisfies readonly ContentSlug[];
export type PreviewedPage = (typeof PREVIEWED_PAGES)[number];

export const isPreviewedPage = (slug: ContentSlug): slug is PreviewedPage =>
  (PREVIEWED_PAGES as readonly string[]).includes(slug);

/**
 * Whether a document has a preview: its public page, or for the navbar/footer document the
 * shell's navbar and footer around a stand-in, when the shell handed them over.
 */
export function useHasPreview(slug: ContentSlug): boolean {
  const layout = useLayoutParts();
  return slug === 'navbar-footer' ? layout !== null : isPreviewedPage(slug);
}
