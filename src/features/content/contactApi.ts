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
