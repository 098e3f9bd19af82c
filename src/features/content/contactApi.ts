import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { api } from '../../state/api';
import type { ContactMessage, NewsletterValues } from '../../shared/validation/contact';

export type ApiMessage = { success: boolean; message: string };

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendMessage: build.mutation<ApiMessage, ContactMessage>({
      query: (body) => ({ url: '/contact/send-message', method: 'POST', body }),
    }),
    subscribe: build.mutation<ApiMessage, NewsletterValues>({
      query: (body) => ({ url: '/subscribers/subscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSendMessageMutation, useSubscribeMutation } = contactApi;

type CallError = FetchBaseQueryError | SerializedError | undefined;

/** The request never got an answer (offline, server unreachable, timed out). */
export function isNetworkFailure(error: CallError): boolean {
  return Boolean(error && 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR'));
}

/** The `message` the server sent with a failure, if it sent one. */
export function serverMessage(error: CallError): string | undefined {
  if (!error || !('status' in error)) return undefined;
  const data = error.data as { message?: unknown } | undefined;
  return data && typeof data.message === 'string' && data.message ? data.message : undefined;
}
