// What the staff API answers about drafts, publishing and releases, in English; the console
// shows them through its dictionary (src/shared/dictionary/adminPublishing.ts), keyed by these texts.

export const DRAFT_SAVED = 'Draft saved';
export const PUBLISHED = 'Published';
export const DRAFT_DISCARDED = 'Draft discarded';
export const UNPUBLISHED = 'Taken off the site';
export const VERSION_RESTORED = 'Restored as the draft: publish it to make it public';
export const NOTHING_TO_PUBLISH = 'There is nothing new to publish';
export const NOTHING_TO_DISCARD = 'There is no draft to discard';
/** Answered with `changedBy` and `changedAt`: the console names who changed the draft, and when. */
export const CHANGED_SINCE_OPENED = 'Someone else changed this draft after you opened it. Reload to see their changes';
export const RECORD_NOT_FOUND = 'This record does not exist';
export const VERSION_NOT_FOUND = 'This version is no longer kept';
export const CANNOT_UNPUBLISH = 'This record cannot be taken off the site';
export const ALREADY_UNPUBLISHED = 'This record is not on the site';
export const NO_SHARE_PREVIEW = 'This record has no page to preview';
export const PREVIEW_LINK_INVALID = 'This preview link is not valid or has expired';

export const RELEASE_SAVED = 'Release scheduled';
export const RELEASE_CANCELLED = 'Release cancelled';
export const RELEASE_NOT_FOUND = 'This release does not exist';
export const RELEASE_NOT_SCHEDULED = 'This release has already run or was cancelled';
export const RELEASE_STALE = 'Someone else changed this release in the meantime. Reload to see their changes';
export const RELEASE_IN_PAST = 'Choose a time in the future';
export const RELEASE_NAME_REQUIRED = 'Give the release a name';
export const RELEASE_NEEDS_ITEMS = 'Add at least one record to the release';
export const RELEASE_DUPLICATE_ITEM = 'A record can be in a release only once';
