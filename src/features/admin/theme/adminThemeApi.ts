// The console's theme calls. A save also refreshes the site's own theme, so the console
// itself takes the new colours.
import type { ThemeRecord } from '../../../shared/catalogTypes';
import type { ThemeValues } from '../../../shared/validation/theme';
import { staffApi } from '../../../state/staffApi';

export const adminThemeApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTheme: build.query<ThemeRecord, void>({
      query: () => '/admin/theme',
      transformResponse: (body: { theme: ThemeRecord }) => body.theme,
      providesTags: ['AdminTheme'],
    }),
    saveTheme: build.mutation<ThemeRecord, ThemeValues>({
      query: (body) => ({ url: '/admin/theme', method: 'PUT', body }),
      transformResponse: (body: { theme: ThemeRecord }) => body.theme,
      invalidatesTags: ['AdminTheme', 'Theme', 'Audit'],
    }),
  }),
});

export const { useGetAdminThemeQuery, useSaveThemeMutation } = adminThemeApi;
