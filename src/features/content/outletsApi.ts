import { publicReads } from '../../shared/routing/publicReads';
import { api, readRequest } from '../../state/api';
import type { Outlet } from '../../shared/contentTypes';
import type { LangCode } from '../../shared/language';

/** The console's outlet saves invalidate this tag (under the restaurants' type, which every restaurant change drops too). */
export const OUTLETS_TAG = { type: 'Restaurants', id: 'OUTLETS' } as const;

// Its own module, loaded with the Our brand page only: the home page's code does not grow.
export const outletsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutlets: build.query<Outlet[], LangCode>({
      query: (lang) => readRequest(publicReads.outlets, lang),
      // A backend without outlets, or an odd answer, shows none rather than failing the page.
      transformResponse: (body: { data?: unknown }) => (Array.isArray(body?.data) ? (body.data as Outlet[]) : []),
      providesTags: [OUTLETS_TAG],
    }),
  }),
});

export const { useGetOutletsQuery } = outletsApi;
