// The console's outlet calls. Creations and edits are drafts: they refresh the console's
// list and the record's publishing data, never what the public sees. Reordering and
// deleting change the public site at once: they also refresh the public outlets (kept
// under the restaurants' tag type) the site may have cached in this tab. The audit log
// records every change.
import type { OutletRecord } from '../../../shared/catalogTypes';
import type { OutletEditValues, OutletValues } from '../../../shared/validation/outlet';
import { staffApi } from '../../../state/staffApi';
import { recordTag, type ApiTag } from '../publishing/publishingApi';

const LIST = { type: 'AdminOutlets', id: 'LIST' } as const;
const PUBLIC = ['Restaurants', 'Audit'] as const;

/** What publishing, discarding or taking an outlet off the site changes besides its publishing record. */
export const OUTLET_PUBLISH_TAGS: ApiTag[] = [LIST, { type: 'Restaurants' }];

/** A draft saved: its version (the next save names it) and the working copy as stored. */
export type OutletSaved = { message: string; version: number; outlet: OutletRecord };

export const adminOutletsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOutlets: build.query<OutletRecord[], void>({
      query: () => '/admin/outlets',
      transformResponse: (body: { outlets: OutletRecord[] }) => body.outlets,
      // Each outlet carries its publishing state, refreshed by whatever changes it (a release).
      providesTags: (list) => [LIST, ...(list ?? []).map((item) => recordTag({ kind: 'outlet', key: item.id }))],
    }),
    createOutlet: build.mutation<OutletSaved, { restaurantId: string; values: OutletValues }>({
      query: ({ restaurantId, values }) => ({
        url: `/admin/restaurants/${encodeURIComponent(restaurantId)}/outlets`,
        method: 'POST',
        body: values,
      }),
      transformResponse: ({ message, version, outlet }: OutletSaved) => ({ message, version, outlet }),
      // A hidden draft: nothing public changes.
      invalidatesTags: (result) => (result ? [LIST, 'Audit'] : []),
    }),
    updateOutlet: build.mutation<OutletSaved, { id: string; values: OutletEditValues }>({
      query: ({ id, values }) => ({ url: `/admin/outlets/${encodeURIComponent(id)}`, method: 'PUT', body: values }),
      transformResponse: ({ message, version, outlet }: OutletSaved) => ({ message, version, outlet }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [LIST, recordTag({ kind: 'outlet', key: id }), 'Audit'] : [],
    }),
    reorderOutlets: build.mutation<void, { restaurantId: string; ids: string[] }>({
      query: ({ restaurantId, ids }) => ({
        url: `/admin/restaurants/${encodeURIComponent(restaurantId)}/outlets/order`,
        method: 'PUT',
        body: { ids },
      }),
      invalidatesTags: [LIST, ...PUBLIC],
    }),
    deleteOutlet: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/outlets/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST, ...PUBLIC],
    }),
  }),
});

export const {
  useGetAdminOutletsQuery,
  useCreateOutletMutation,
  useUpdateOutletMutation,
  useReorderOutletsMutation,
  useDeleteOutletMutation,
} = adminOutletsApi;
