import { publicReads } from '../../shared/routing/publicReads';
import { api, readRequest } from '../../state/api';
import type { ThemeColors } from '../../shared/contentTypes';

export const themeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTheme: build.query<{ colors: Partial<ThemeColors> }, void>({
      query: () => readRequest(publicReads.theme),
      transformResponse: (body: { theme?: { colors?: Partial<ThemeColors> } }) => ({
        colors: body.theme?.colors ?? {},
      }),
      providesTags: ['Theme'],
    }),
  }),
});

export const { useGetThemeQuery } = themeApi;
