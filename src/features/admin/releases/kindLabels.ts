// How the console names each kind of published record.
import type { PublishedKind } from '../../../shared/publishing/types';

export const kindLabelKey = (kind: PublishedKind) => `admin.releases.kind.${kind}`;
