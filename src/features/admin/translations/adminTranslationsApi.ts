// The console's UI-string calls. A change also refreshes the site's own translations, so
// the console shows the new words at once.
import type { TranslationRecord } from '../../../shared/catalogTypes';
import type { TranslationSave } from '../../../shared/validation/translation';
import { staffApi } from '../../../state/staffApi';

export const adminTranslationsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTranslations: build.query<TranslationRecord[], void>({
      query: () => '/admin/translations',
      transformResponse: (body: { translations: TranslationRecord[] }) => body.translations,
      providesTags: ['AdminTranslations'],
    }),
    saveTranslation: build.mutation<void, TranslationSave>({
      query: (body) => ({ url: '/admin/translations', method: 'PUT', body }),
      invalidatesTags: ['AdminTranslations', 'Translations', 'Audit'],
    }),
    resetTranslation: build.mutation<void, { key: string; version: number }>({
      query: (body) => ({ url: '/admin/translations/reset', method: 'POST', body }),
      invalidatesTags: ['AdminTranslations', 'Translations', 'Audit'],
    }),
  }),
});

export const { useGetAdminTranslationsQuery, useSaveTranslationMutation, useResetTranslationMutation } =
  adminTranslationsApi;
