// The console's outlet calls. A change also refreshes the public outlets (kept under the
// restaurants' tag type) the site may have cached in this tab, and the audit log.
import type { OutletRecord } from '../../../shared/catalogTypes';
import type { OutletEditValues, OutletValues } from '../../../shared/validation/outlet';
import { staffApi } from '../../../state/staffApi';

const LIST = { type: 'AdminOutlets', id: 'LIST' } as const;
const PUBLIC = ['Restaurants', 'Audit'] as const;

export const adminOutletsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOutlets: build.query<OutletRecord[], void>({
      query: () => '/admin/outlets',
      transformResponse: (body: { outlets: OutletRecord[] }) => body.outlets,
      providesTags: [LIST],
    }),
    createOutlet: build.mutation<OutletRecord, { restaurantId: string; values: OutletValues }>({
      query: ({ restaurantId, values }) => ({
        url: `/admin/restaurants/${encodeURIComponent(restaurantId)}/outlets`,
        method: 'POST',
        body: values,
      }),
      transformResponse: (body: { outlet: OutletRecord }) => body.outlet,
      invalidatesTags: [LIST, ...PUBLIC],
    }),
    updateOutlet: build.mutation<OutletRecord, { id: string; values: OutletEditValues }>({
      query: ({ id, values }) => ({ url: `/admin/outlets/${encodeURIComponent(id)}`, method: 'PUT', body: values }),
      transformResponse: (body: { outlet: OutletRecord }) => body.outlet,
      invalidatesTags: [LIST, ...PUBLIC],
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
