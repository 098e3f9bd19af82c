// The releases' calls (docs/api-publishing.md, "Releases"): the list by status, and a
// release's creation, change and cancel. Each change also refreshes the publishing state of
// every record it names (and named, for a change): their `scheduled` lists change with it.
import type { LangCode } from '../../../shared/language';
import type { RecordRef, Release, ReleaseAction, ReleaseItem, ReleaseStatus } from '../../../shared/publishing/types';
import { staffApi } from '../../../state/staffApi';

export type ReleaseList = { timeZone: string; releases: Release[] };

export type ReleaseItemRequest = RecordRef & { action: ReleaseAction; langs?: LangCode[] };
/** `runAt` is the clinic's wall clock, `YYYY-MM-DDTHH:mm`: the server reads it in its zone. */
export type ReleaseRequest = { name: string; runAt: string; items: ReleaseItemRequest[] };

type Answer = { message: string; release: Release };

const LIST = { type: 'Release', id: 'LIST' } as const;
const publishingOf = (records: readonly RecordRef[]) =>
  records.map(({ kind, key }) => ({ type: 'Publishing' as const, id: `${kind}:${key}` }));

export const releasesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getReleases: build.query<ReleaseList, ReleaseStatus>({
      query: (status) => `/admin/releases?status=${encodeURIComponent(status)}`,
      transformResponse: (body: Partial<ReleaseList>) => ({
        timeZone: body.timeZone ?? '',
        releases: body.releases ?? [],
      }),
      providesTags: (list) => [LIST, ...(list?.releases ?? []).map((r) => ({ type: 'Release' as const, id: r.id }))],
    }),
    createRelease: build.mutation<Answer, ReleaseRequest>({
      query: (body) => ({ url: '/admin/releases', method: 'POST', body }),
      invalidatesTags: (_result, _error, { items }) => [LIST, 'Audit', ...publishingOf(items)],
    }),
    updateRelease: build.mutation<
      Answer,
      { id: string; version: number; request: ReleaseRequest; previous: readonly RecordRef[] }
    >({
      query: ({ id, version, request }) => ({
        url: `/admin/releases/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { ...request, version },
      }),
      invalidatesTags: (_result, _error, { request, previous }) => [
        LIST,
        'Audit',
        ...publishingOf([...previous, ...request.items]),
      ],
    }),
    cancelRelease: build.mutation<{ message: string }, { id: string; version: number; items: readonly RecordRef[] }>({
      query: ({ id, version }) => ({
        url: `/admin/releases/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: (_result, _error, { items }) => [LIST, 'Audit', ...publishingOf(items)],
    }),
  }),
});

export const { useGetReleasesQuery, useCreateReleaseMutation, useUpdateReleaseMutation, useCancelReleaseMutation } =
  releasesApi;

/** What a PUT sends back of an item the release already has. */
export const itemRequestOf = ({ kind, key, action, langs }: ReleaseItem): ReleaseItemRequest =>
  action === 'publish' && langs.length > 0 ? { kind, key, action, langs } : { kind, key, action };
