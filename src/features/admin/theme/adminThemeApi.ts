// The console's theme calls. A save writes the theme's draft: it refreshes the console's copy
// and the record's publishing state, not the site's own colours, which change when an admin
// publishes the draft (publishedTags, handed to the publish bar).
import type { ThemeRecord } from '../../../shared/catalogTypes';
import type { ThemeValues } from '../../../shared/validation/theme';
import { staffApi } from '../../../state/staffApi';
import { THEME_KEY } from '../../../shared/publishing/kindTraits';
import { recordTag } from '../publishing/publishingApi';

/** What a publish or a discard of the theme changes: the console's copy and the site's colours. */
export const publishedTags = [{ type: 'AdminTheme' as const }, { type: 'Theme' as const }];

export type ThemeDraftSaved = { message: string; version: number; theme: ThemeRecord };

export const adminThemeApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTheme: build.query<ThemeRecord, void>({
      query: () => '/admin/theme',
      transformResponse: (body: { theme: ThemeRecord }) => body.theme,
      // The theme carries its publishing state, refreshed by a release scheduled or cancelled for it.
      providesTags: ['AdminTheme', recordTag({ kind: 'theme', key: THEME_KEY })],
    }),
    saveTheme: build.mutation<ThemeDraftSaved, ThemeValues>({
      query: (body) => ({ url: '/admin/theme', method: 'PUT', body }),
      transformResponse: ({ message, version, theme }: ThemeDraftSaved) => ({ message, version, theme }),
      invalidatesTags: (result) =>
        result ? ['AdminTheme', recordTag({ kind: 'theme', key: THEME_KEY }), 'Audit'] : [],
    }),
  }),
});

export const { useGetAdminThemeQuery, useSaveThemeMutation } = adminThemeApi;
