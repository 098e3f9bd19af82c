// Publishing states for the console's tests: a record as the staff API describes it.
import type { PublishingState } from '../shared/publishing/types';

/** A record whose public version is the latest (nothing drafted). */
export const publishedState = (publishedAt = '2026-11-24T10:00:00.000Z'): PublishingState => ({
  state: 'published',
  changedLanguages: [],
  scheduled: [],
  publishedAt,
  changedBy: null,
  changedAt: null,
});
