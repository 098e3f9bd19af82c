import { publicReads } from '../../shared/routing/publicReads';
import { api, readRequest } from '../../state/api';
import type { TranslationEntry } from '../../shared/contentTypes';

export const translationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTranslations: build.query<TranslationEntry[], void>({
      query: () => readRequest(publicReads.translations),
      // SPEC §7: the entries are in data.data of the reply (data is the reply body).
      transformResponse: (body: { data?: unknown }) =>
        Array.isArray(body?.data) ? (body.data as TranslationEntry[]) : [],
      providesTags: ['Translations'],
    }),
  }),
});

export const { useGetTranslationsQuery } = translationsApi;
