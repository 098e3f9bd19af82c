import { api } from '../../state/api';
import type { ThemeColors } from '../../shared/contentTypes';

export const themeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTheme: build.query<{ colors: Partial<ThemeColors> }, void>({
      query: () => '/theme',
      transformResponse: (body: { theme?: { colors?: Partial<ThemeColors> } }) => ({ colors: body.theme?.colors ?? {} }),
      providesTags: ['Theme'],
    }),
  }),
});

export const { useGetThemeQuery } = themeApi;
