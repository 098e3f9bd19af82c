// One record's publishing calls (docs/api-publishing.md): its state and snapshots, publish,
// discard, take off the site, its versions and their restore, and the share-preview link.
// A section hands in the tags of its own data (the working copy it lists or edits) and of
// the public answers the record feeds: a call that changes them invalidates them too.
import type { LangCode } from '../../../shared/language';
import type { PublishedKind, PublishingState, Snapshot, VersionSummary } from '../../../shared/publishing/types';
import type { StaffRole } from '../../../shared/roles';
import type { TAG_TYPES } from '../../../state/api';
import { staffApi, type STAFF_TAG_TYPES } from '../../../state/staffApi';

export type RecordRef = { kind: PublishedKind; key: string };

/** A tag of the one api: a section's own data or a public answer. */
export type ApiTag = { type: (typeof TAG_TYPES)[number] | (typeof STAFF_TAG_TYPES)[number]; id?: string | number };

/** A record of a kind as GET /api/admin/publishing/:kind lists it. */
export type KindState = { key: string; title: string; publishing: PublishingState };

export type PublishingRecord = RecordRef & {
  title: string;
  version: number;
  languages: boolean;
  publishRole: StaffRole;
  canUnpublish: boolean;
  publishing: PublishingState;
  published: Snapshot | null;
  draft: Snapshot | null;
};

export type VersionDetail = VersionSummary & { snapshot: Snapshot };

/** A change to the record, sent with the version the editor opened. */
type Change = RecordRef & { version: number; tags?: ApiTag[] };

export type PublishRequest = Change & { langs?: LangCode[]; note?: string };
export type Changed = { message: string; version: number };
export type Published = Changed & { number: number };
export type PreviewLink = { url: string; expiresAt: string };

const recordPath = ({ kind, key }: RecordRef) => `/admin/publishing/${kind}/${encodeURIComponent(key)}`;
/** The tag of a record's publishing state and snapshots (a section's draft save invalidates it too). */
export const recordTag = ({ kind, key }: RecordRef) => ({ type: 'Publishing' as const, id: `${kind}:${key}` });
const versionsTag = ({ kind, key }: RecordRef) => ({ type: 'Publishing' as const, id: `${kind}:${key}:versions` });

/** What a change invalidates once it is done: the record, its versions, the caller's tags, the audit log. */
const changedTags = (result: unknown, _error: unknown, request: Change) =>
  result ? [recordTag(request), versionsTag(request), ...(request.tags ?? []), 'Audit' as const] : [];

export const publishingApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every record of a kind with its state (a picker's options). */
    getKindStates: build.query<KindState[], PublishedKind>({
      query: (kind) => `/admin/publishing/${kind}`,
      transformResponse: (body: { records: KindState[] }) => body.records,
      providesTags: (records, _error, kind) => (records ?? []).map(({ key }) => recordTag({ kind, key })),
    }),
    getPublishingRecord: build.query<PublishingRecord, RecordRef>({
      query: recordPath,
      transformResponse: ({ success: _success, ...record }: PublishingRecord & { success: true }) => record,
      providesTags: (_result, _error, ref) => [recordTag(ref)],
    }),
    publishRecord: build.mutation<Published, PublishRequest>({
      query: ({ tags: _tags, kind, key, ...body }) => ({
        url: `${recordPath({ kind, key })}/publish`,
        method: 'POST',
        body,
      }),
      invalidatesTags: changedTags,
    }),
    discardDraft: build.mutation<Changed, Change>({
      query: ({ tags: _tags, kind, key, version }) => ({
        url: `${recordPath({ kind, key })}/discard`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: changedTags,
    }),
    unpublishRecord: build.mutation<Changed, Change>({
      query: ({ tags: _tags, kind, key, version }) => ({
        url: `${recordPath({ kind, key })}/unpublish`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: changedTags,
    }),
    getVersions: build.query<VersionSummary[], RecordRef>({
      query: (ref) => `${recordPath(ref)}/versions`,
      transformResponse: (body: { versions: VersionSummary[] }) =>
        [...body.versions].sort((a, b) => b.number - a.number),
      providesTags: (_result, _error, ref) => [versionsTag(ref)],
    }),
    // A version never changes once kept: nothing invalidates it.
    getVersion: build.query<VersionDetail, RecordRef & { number: number }>({
      query: ({ number, ...ref }) => `${recordPath(ref)}/versions/${number}`,
      transformResponse: (body: { version: VersionDetail }) => body.version,
    }),
    restoreVersion: build.mutation<Changed, Change & { number: number }>({
      query: ({ tags: _tags, kind, key, number, version }) => ({
        url: `${recordPath({ kind, key })}/versions/${number}/restore`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: changedTags,
    }),
    createPreviewLink: build.mutation<PreviewLink, RecordRef & { lang: LangCode; hours?: number }>({
      query: ({ kind, key, ...body }) => ({ url: `${recordPath({ kind, key })}/preview-link`, method: 'POST', body }),
      transformResponse: (body: PreviewLink) => ({ url: body.url, expiresAt: body.expiresAt }),
    }),
  }),
});

export const {
  useGetKindStatesQuery,
  useGetPublishingRecordQuery,
  usePublishRecordMutation,
  useDiscardDraftMutation,
  useUnpublishRecordMutation,
  useGetVersionsQuery,
  useGetVersionQuery,
  useRestoreVersionMutation,
  useCreatePreviewLinkMutation,
} = publishingApi;
