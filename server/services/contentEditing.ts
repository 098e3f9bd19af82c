// The console's side of the page documents: both language bodies as stored, and a save
// that keeps the edit as the document's draft (services/publishing/), refusing a stale one.
import type { ContentSlug } from '../../src/shared/validation/contentFields';
import { CONTENT_FIELDS } from '../../src/shared/validation/contentFields';
import { englishOverlay, type ContentSave } from '../../src/shared/validation/content';
import type { Db } from '../db/connect';
import type { Actor } from './audit';
import { saveDraft } from './publishing/heads';
import { pageKind } from './publishing/kinds/pages';

/**
 * Saves a validated edit as the document's draft (English kept to what differs from
 * Indonesian, as the public rows hold it). The public rows change only when it is published.
 */
export function savePageDraft(db: Db, slug: ContentSlug, save: ContentSave, actor: Actor, now: Date) {
  const en = englishOverlay(CONTENT_FIELDS[slug], save.id, save.en);
  return saveDraft(db, pageKind, slug, { id: save.id, en }, save.version, actor, now);
}
