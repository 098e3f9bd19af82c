// The page documents in the console: both language bodies as stored, and the save.
import type { ContentSlug } from '../../../shared/validation/contentFields';
import { api } from '../../../state/api';

type Body = Record<string, unknown>;

export type ContentDocument = { slug: ContentSlug; version: number; id: Body; en: Body };
export type ContentSaveRequest = { slug: ContentSlug; version: number; id: Body; en: Body };

const documentTag = (slug: ContentSlug) => ({ type: 'Content' as const, id: `document:${slug}` });

export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentDocument: build.query<ContentDocument, ContentSlug>({
      query: (slug) => `/admin/content/${slug}`,
      transformResponse: (body: ContentDocument & { success: true }) => ({
        slug: body.slug,
        version: body.version,
        id: body.id,
        en: body.en,
      }),
      providesTags: (_result, _error, slug) => [documentTag(slug)],
    }),
    saveContentDocument: build.mutation<{ version: number }, ContentSaveRequest>({
      query: ({ slug, ...body }) => ({ url: `/admin/content/${slug}`, method: 'PUT', body }),
      // The document refetches with its new version; the public page's content refetches too.
      invalidatesTags: (result, _error, { slug }) =>
        result
          ? [
              documentTag(slug),
              { type: 'Content', id: slug },
              ...(slug === 'investor' ? [{ type: 'Investor' as const, id: 'DATA' }] : []),
            ]
          : [],
    }),
  }),
});

export const { useGetContentDocumentQuery, useSaveContentDocumentMutation } = pagesApi;
