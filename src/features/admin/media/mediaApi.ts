// Uploads of the console's media fields: one file to POST /api/admin/media/<kind>, which
// answers the URL the content then names.
import type { MediaKind } from '../../../shared/messages/media';
import { staffApi } from '../../../state/staffApi';

export type { MediaKind } from '../../../shared/messages/media';

export type UploadAnswer = { success: true; url: string };

// An upload is a new audit entry: the audit log (consoleApi.ts) refreshes.
export const mediaApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    uploadMedia: build.mutation<UploadAnswer, { kind: MediaKind; file: File }>({
      query: ({ kind, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `/admin/media/${kind}`, method: 'POST', body };
      },
      invalidatesTags: (result) => (result ? ['Audit'] : []),
    }),
  }),
});

export const { useUploadMediaMutation } = mediaApi;
