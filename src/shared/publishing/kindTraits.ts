// What each kind of published record allows (docs/api-publishing.md, the kinds table), read by
// the server's adapters and by the console's dialogs alike.
import type { StaffRole } from '../roles';
import type { PublishedKind } from './types';

export type KindTraits = {
  /** Whether it has text in two languages that can be published one at a time. */
  languages: boolean;
  /** The least role that may publish, schedule or take it off the site (saving drafts is an editor's). */
  publishRole: StaffRole;
  /** Whether it can be taken off the site (pages, texts and the theme always exist). */
  canUnpublish: boolean;
};

export const KIND_TRAITS: { readonly [kind in PublishedKind]: KindTraits } = {
  page: { languages: true, publishRole: 'editor', canUnpublish: false },
  restaurant: { languages: true, publishRole: 'editor', canUnpublish: true },
  outlet: { languages: true, publishRole: 'editor', canUnpublish: true },
  doctor: { languages: true, publishRole: 'editor', canUnpublish: true },
  text: { languages: true, publishRole: 'editor', canUnpublish: false },
  theme: { languages: false, publishRole: 'admin', canUnpublish: false },
};

/** The theme is one record: its key in the publishing API, and the site setting that holds it. */
export const THEME_KEY = 'theme';
