// The console's restaurant calls. Creations and edits are drafts: they refresh the console's
// list (its working copies and their states) and the record's publishing data, never what
// the public sees. Reordering and deleting change the public site at once: they also refresh
// the public restaurant list and the pages that show restaurants the site may have cached
// in this tab.
import type { RestaurantRecord } from '../../../shared/catalogTypes';
import type { RestaurantEditValues, RestaurantValues } from '../../../shared/validation/restaurant';
import { staffApi } from '../../../state/staffApi';
import { recordTag, type ApiTag } from '../publishing/publishingApi';

const LIST = { type: 'AdminRestaurants', id: 'LIST' } as const;
const itemTag = (id: string) => ({ type: 'AdminRestaurants' as const, id });
/** The site's own answers that show restaurants (and their outlets), and the audit log that records the change. */
const PUBLIC = ['Restaurants', 'Content', 'Audit'] as const;

/**
 * What publishing, discarding or taking a restaurant off the site changes besides its
 * publishing record: the console's list and the public answers that show restaurants
 * (the outlets' public list is kept under the restaurants' type: an outlet shows only
 * while its restaurant is public).
 */
export const restaurantPublishTags = (id: string): ApiTag[] => [
  LIST,
  itemTag(id),
  { type: 'Restaurants' },
  { type: 'Content' },
];

/** A draft saved: its version (the next save names it) and the working copy as stored. */
export type RestaurantSaved = { message: string; version: number; restaurant: RestaurantRecord };

export const restaurantsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminRestaurants: build.query<RestaurantRecord[], void>({
      query: () => '/admin/restaurants',
      transformResponse: (body: { restaurants: RestaurantRecord[] }) => body.restaurants,
      // Each restaurant carries its publishing state: a release scheduled or cancelled for one refetches the list.
      providesTags: (list) => [
        LIST,
        ...(list ?? []).flatMap((item) => [itemTag(item.id), recordTag({ kind: 'restaurant', key: item.id })]),
      ],
    }),
    createRestaurant: build.mutation<RestaurantSaved, RestaurantValues>({
      query: (body) => ({ url: '/admin/restaurants', method: 'POST', body }),
      transformResponse: ({ message, version, restaurant }: RestaurantSaved) => ({ message, version, restaurant }),
      // A hidden draft: nothing public changes.
      invalidatesTags: (result) => (result ? [LIST, 'Audit'] : []),
    }),
    updateRestaurant: build.mutation<RestaurantSaved, { id: string; values: RestaurantEditValues }>({
      query: ({ id, values }) => ({ url: `/admin/restaurants/${encodeURIComponent(id)}`, method: 'PUT', body: values }),
      transformResponse: ({ message, version, restaurant }: RestaurantSaved) => ({ message, version, restaurant }),
      // The list refetches for the new version and state (an open form keeps its values), and
      // so does the record's draft the history compares.
      invalidatesTags: (result, _error, { id }) =>
        result ? [LIST, itemTag(id), recordTag({ kind: 'restaurant', key: id }), 'Audit'] : [],
    }),
    reorderRestaurants: build.mutation<void, string[]>({
      query: (ids) => ({ url: '/admin/restaurants/order', method: 'PUT', body: { ids } }),
      invalidatesTags: [LIST, ...PUBLIC],
    }),
    deleteRestaurant: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/restaurants/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Its outlets go with it.
      invalidatesTags: [LIST, { type: 'AdminOutlets', id: 'LIST' }, ...PUBLIC],
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
