// What the console and the staff API say about a record's publishing: the shapes both sides
// read, kept free of React and of the server.
import type { LangCode } from '../language';

/** The kinds of record that change the public site, each published through drafts. */
export const PUBLISHED_KINDS = ['page', 'restaurant', 'outlet', 'doctor', 'text', 'theme'] as const;
export type PublishedKind = (typeof PUBLISHED_KINDS)[number];

export const isPublishedKind = (value: string): value is PublishedKind =>
  (PUBLISHED_KINDS as readonly string[]).includes(value);

/**
 * A record's content as JSON. Text in both languages is a pair `{ id, en? }` wherever it sits
 * (a page document is one pair of two bodies; a restaurant has its description as a pair);
 * everything else (pictures, links, numbers, lists of them) belongs to both languages and
 * goes out with the Indonesian text, the one that counts.
 */
export type Snapshot = Record<string, unknown>;

export const PUBLISH_LANGUAGES: readonly LangCode[] = ['id', 'en'];

/**
 * published: what the public sees is the latest; changed: a draft differs from it;
 * draft: nothing of it is public (never published, or taken off the site).
 */
export type RecordState = 'published' | 'changed' | 'draft';

export type ReleaseAction = 'publish' | 'unpublish';

/** A scheduled release that names a record. */
export type ScheduledRun = { releaseId: string; name: string; runAt: string; action: ReleaseAction };

export type PublishingState = {
  state: RecordState;
  /** The languages whose draft differs from what is public (all of them when nothing is). */
  changedLanguages: LangCode[];
  scheduled: ScheduledRun[];
  /** When the public version was last published, if it ever was (and is still public). */
  publishedAt: string | null;
  /** Who changed the draft (or published, discarded, restored) last, and when. */
  changedBy: string | null;
  changedAt: string | null;
};

export type VersionSummary = {
  number: number;
  at: string;
  by: string;
  langs: LangCode[];
  note: string;
  /** publish (from the console), release (a scheduled release ran) or baseline (as published before drafts). */
  source: 'publish' | 'release' | 'baseline';
};

export const RELEASE_STATUSES = ['scheduled', 'done', 'failed', 'cancelled'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** A record a release names. */
export type RecordRef = { kind: PublishedKind; key: string };

export type ReleaseItem = RecordRef & {
  title: string;
  action: ReleaseAction;
  langs: LangCode[];
  /** While the release is scheduled: what it would change if it ran now. */
  changedLanguages?: LangCode[];
  published?: Snapshot | null;
  draft?: Snapshot | null;
};

/** A release as the staff API answers it (GET /api/admin/releases). */
export type Release = {
  id: string;
  name: string;
  status: ReleaseStatus;
  version: number;
  runAt: string;
  /** `YYYY-MM-DDTHH:mm` on the clinic's clock. */
  runAtLocal: string;
  createdBy: string;
  createdAt: string;
  ranAt: string | null;
  error: string | null;
  items: ReleaseItem[];
};
