// Publishing states for the console's tests: what the staff API answers beside a record.
import type { PublishingState } from '../shared/publishing/types';

/** A record whose public version is the latest (no draft, nothing scheduled). */
export const PUBLISHED_STATE: PublishingState = {
  state: 'published',
  changedLanguages: [],
  scheduled: [],
  publishedAt: null,
  changedBy: null,
  changedAt: null,
};
