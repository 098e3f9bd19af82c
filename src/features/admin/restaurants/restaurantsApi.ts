// The console's restaurant calls. A change also refreshes the public restaurant list and
// the home page the site may have cached in this tab.
import type { RestaurantRecord } from '../../../shared/catalogTypes';
import type { RestaurantEditValues, RestaurantValues } from '../../../shared/validation/restaurant';
import { staffApi } from '../../../state/staffApi';

const LIST = { type: 'AdminRestaurants', id: 'LIST' } as const;
/** The site's own answers that show restaurants, and the audit log that records the change. */
const PUBLIC = ['Restaurants', 'Content', 'Audit'] as const;

export const restaurantsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminRestaurants: build.query<RestaurantRecord[], void>({
      query: () => '/admin/restaurants',
      transformResponse: (body: { restaurants: RestaurantRecord[] }) => body.restaurants,
      providesTags: (list) => [
        LIST,
        ...(list ?? []).map((item) => ({ type: 'AdminRestaurants' as const, id: item.id })),
      ],
    }),
    createRestaurant: build.mutation<RestaurantRecord, RestaurantValues>({
      query: (body) => ({ url: '/admin/restaurants', method: 'POST', body }),
      transformResponse: (body: { restaurant: RestaurantRecord }) => body.restaurant,
      invalidatesTags: [LIST, ...PUBLIC],
    }),
    updateRestaurant: build.mutation<RestaurantRecord, { id: string; values: RestaurantEditValues }>({
      query: ({ id, values }) => ({ url: `/admin/restaurants/${encodeURIComponent(id)}`, method: 'PUT', body: values }),
      transformResponse: (body: { restaurant: RestaurantRecord }) => body.restaurant,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'AdminRestaurants', id }, ...PUBLIC],
    }),
    reorderRestaurants: build.mutation<void, string[]>({
      query: (ids) => ({ url: '/admin/restaurants/order', method: 'PUT', body: { ids } }),
      invalidatesTags: [LIST, ...PUBLIC],
    }),
    deleteRestaurant: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/restaurants/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST, ...PUBLIC],
    }),
  }),
});

export const {
  useGetAdminRestaurantsQuery,
  useCreateRestaurantMutation,
  useUpdateRestaurantMutation,
  useReorderRestaurantsMutation,
  useDeleteRestaurantMutation,
} = restaurantsApi;
