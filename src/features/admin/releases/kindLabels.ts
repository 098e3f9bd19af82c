// How the console names each kind of published record, and a record of a release.
import { documentLabelKey } from '../../../shared/dictionary/adminPages';
import type { PublishedKind, ReleaseItem } from '../../../shared/publishing/types';
import type { TFunction } from '../../language';

export const kindLabelKey = (kind: PublishedKind) => `admin.releases.kind.${kind}`;

/** A record's name: a page document by its translated label (the API names it by its slug), any other by its title. */
export const recordTitle = (t: TFunction, item: Pick<ReleaseItem, 'kind' | 'key' | 'title'>) =>
  item.kind === 'page' ? t(documentLabelKey(item.key)) : item.title;
