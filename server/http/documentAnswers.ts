// The public answer of a page document, from its body in the asked language: what
// /api/home-content, /api/about-content, …, /api/navbar-footer-content and
// /api/investor-relation send. Written once, so a share preview of a draft
// (pages/draftPreview.ts) carries exactly the answer the page will get once it is published.
import { normalizeInvestorData } from '../../src/shared/investorData';
import type { ContentSlug } from '../../src/shared/validation/contentFields';
import { withSitePictures } from './sitePictures';

/**
 * `{ success, data }` for the document `slug` whose body in the language is `body`; the home
 * page's carries the brands beside it (`restaurants`, as /api/restaurants lists them). Pictures
 * are absolute URLs on `siteUrl` (http/sitePictures.ts).
 */
export function documentAnswer(
  slug: ContentSlug,
  body: unknown,
  siteUrl: string,
  restaurants: readonly unknown[] = [],
) {
  // The investor page is answered in its promised shape even when the stored document is only partly filled.
  const data =
    slug === 'home'
      ? { ...(body as Record<string, unknown>), restaurants }
      : slug === 'investor'
        ? normalizeInvestorData(body)
        : body;
  return withSitePictures({ success: true as const, data }, siteUrl);
}
