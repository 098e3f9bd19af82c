// Which public page shows a page document's draft in a share preview (the navigation and
// footer document is on every page: the home page shows it).
import type { ContentSlug } from '../validation/contentFields';
import { paths } from '../routing/paths';

export const PREVIEW_PAGE_OF: { readonly [slug in ContentSlug]: string } = {
  home: paths.home,
  about: paths.about,
  contact: paths.contact,
  career: paths.career,
  'our-brand': paths.ourBrand,
  'navbar-footer': paths.home,
  investor: paths.investorRelation,
};

/** The query parameter that carries a share-preview ticket. */
export const PREVIEW_PARAM = 'preview';
