import { publicReads } from '../../shared/routing/publicReads';
import { api, readRequest } from '../../state/api';
import type { NavbarFooterContent } from '../../shared/contentTypes';
import type { LangCode } from '../../shared/language';

export const navbarFooterApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The language is the argument, so each language has its own cache entry.
    getNavbarFooterContent: build.query<NavbarFooterContent, LangCode>({
      query: (lang) => readRequest(publicReads.navbarFooter, lang),
      transformResponse: (body: { data: NavbarFooterContent }) => body.data,
      providesTags: [{ type: 'Content', id: 'navbar-footer' }],
    }),
  }),
});

export const { useGetNavbarFooterContentQuery } = navbarFooterApi;
