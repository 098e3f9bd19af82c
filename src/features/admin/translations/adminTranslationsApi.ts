// The console's site-text calls. A save and a reset write the key's draft: they refresh the
// console's list and the record's publishing state, not the site's own texts, which change
// when the draft is published (publishedTags, handed to the publish bar).
import type { TranslationRecord } from '../../../shared/catalogTypes';
import type { TranslationSave } from '../../../shared/validation/translation';
import { staffApi } from '../../../state/staffApi';
import { recordTag } from '../publishing/publishingApi';

/** What a publish or a discard of a text changes: the console's list and the site's texts. */
export const publishedTags = [{ type: 'AdminTranslations' as const }, { type: 'Translations' as const }];

export type TextDraftSaved = { message: string; version: number };

const savedTags = (result: TextDraftSaved | undefined, _error: unknown, { key }: { key: string }) =>
  result ? ['AdminTranslations' as const, recordTag({ kind: 'text', key }), 'Audit' as const] : [];

export const adminTranslationsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTranslations: build.query<TranslationRecord[], void>({
      query: () => '/admin/translations',
      transformResponse: (body: { translations: TranslationRecord[] }) => body.translations,
      providesTags: ['AdminTranslations'],
    }),
    saveTranslation: build.mutation<TextDraftSaved, TranslationSave>({
      query: (body) => ({ url: '/admin/translations', method: 'PUT', body }),
      transformResponse: ({ message, version }: TextDraftSaved) => ({ message, version }),
      invalidatesTags: savedTags,
    }),
    // A draft of the bundled texts: publishing it removes the override.
    resetTranslation: build.mutation<TextDraftSaved, { key: string; version: number }>({
      query: (body) => ({ url: '/admin/translations/reset', method: 'POST', body }),
      transformResponse: ({ message, version }: TextDraftSaved) => ({ message, version }),
      invalidatesTags: savedTags,
    }),
  }),
});

export const { useGetAdminTranslationsQuery, useSaveTranslationMutation, useResetTranslationMutation } =
  adminTranslationsApi;
