// The page documents in the console: the working copy of both language bodies (the draft
// where there is one, else what is public) with its publishing state, and the draft's save.
import type { PublishingState } from '../../../shared/publishing/types';
import type { ContentSlug } from '../../../shared/validation/contentFields';
import { staffApi } from '../../../state/staffApi';
import { recordTag } from '../publishing/publishingApi';

type Body = Record<string, unknown>;

export type ContentDocument = {
  slug: ContentSlug;
  version: number;
  id: Body;
  en: Body;
  publishing: PublishingState;
};
export type ContentSaveRequest = { slug: ContentSlug; version: number; id: Body; en: Body };

const documentTag = (slug: ContentSlug) => ({ type: 'Content' as const, id: `document:${slug}` });

/**
 * What a publish of the document changes besides its publishing record: the document (its
 * version and state) and the public page's content (the investor page reads its own call).
 */
export const publishedTags = (slug: ContentSlug) => [
  documentTag(slug),
  { type: 'Content' as const, id: slug },
  ...(slug === 'investor' ? [{ type: 'Investor' as const, id: 'DATA' }] : []),
];

export const pagesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getContentDocument: build.query<ContentDocument, ContentSlug>({
      query: (slug) => `/admin/content/${slug}`,
      transformResponse: (body: ContentDocument & { success: true }) => ({
        slug: body.slug,
        version: body.version,
        id: body.id,
        en: body.en,
        publishing: body.publishing,
      }),
      // The document carries its record's publishing state: whatever changes that state (a
      // release scheduled or cancelled from the bar or the releases section) refetches it.
      providesTags: (_result, _error, slug) => [documentTag(slug), recordTag({ kind: 'page', key: slug })],
    }),
    saveContentDocument: build.mutation<{ message: string; version: number }, ContentSaveRequest>({
      query: ({ slug, ...body }) => ({ url: `/admin/content/${slug}`, method: 'PUT', body }),
      // A save writes the draft: the document refetches for its state (the open form keeps
      // its values), and so does the record's draft the history compares; the public page
      // changes only when the draft is published.
      invalidatesTags: (result, _error, { slug }) =>
        result ? [documentTag(slug), recordTag({ kind: 'page', key: slug })] : [],
    }),
  }),
});

export const { useGetContentDocumentQuery, useSaveContentDocumentMutation } = pagesApi;
