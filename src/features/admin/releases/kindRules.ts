// What a release may do with each kind of record (docs/api-publishing.md, the kinds table):
// whether it has two languages to publish one at a time, and whether it can be taken off the
// site. A release's items do not carry these (a record's own answer does), so the dialogs
// that build items read them here.
import type { PublishedKind } from '../../../shared/publishing/types';

type KindRule = { languages: boolean; canUnpublish: boolean };

export const KIND_RULES: Record<PublishedKind, KindRule> = {
  page: { languages: true, canUnpublish: false },
  restaurant: { languages: true, canUnpublish: true },
  outlet: { languages: true, canUnpublish: true },
  doctor: { languages: true, canUnpublish: true },
  text: { languages: true, canUnpublish: false },
  theme: { languages: false, canUnpublish: false },
};

export const kindLabelKey = (kind: PublishedKind) => `admin.releases.kind.${kind}`;
