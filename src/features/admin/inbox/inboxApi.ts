// The inbox's calls: contact messages (list, read mark) and newsletter subscribers (list,
// unsubscribe, CSV export). Marking and unsubscribing refresh the lists through their tags.
import type { InboxMessage, Subscriber } from '../../../shared/inboxTypes';
import type { MessageQuery, SubscriberQuery } from '../../../shared/validation/inbox';
import { staffApi } from '../../../state/staffApi';

export type { InboxMessage, Subscriber };

export type MessagePage = { messages: InboxMessage[]; total: number; unread: number; page: number; pageSize: number };

export type SubscriberPage = { subscribers: Subscriber[]; total: number; all: number; page: number; pageSize: number };

export type CsvFile = { text: string; fileName: string };

/** The query string of a list request, without the values that are the defaults. */
function search(params: Partial<Record<string, string | number>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (
      value !== undefined &&
      value !== '' &&
      !(name === 'page' && value === 1) &&
      !(name === 'status' && value === 'all')
    ) {
      query.set(name, String(value));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

const FILE_NAME = /filename="([^"]+)"/;

// Tag types added here, not in state/api.ts: the public pages' first download holds that list.
export const inboxApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessagePage, MessageQuery>({
      query: (query) => `/admin/messages${search(query)}`,
      providesTags: (result) => [
        { type: 'InboxMessage', id: 'LIST' },
        ...(result?.messages ?? []).map((m) => ({ type: 'InboxMessage' as const, id: m.id })),
      ],
    }),
    markMessage: build.mutation<{ entry: InboxMessage }, { id: string; read: boolean }>({
      query: ({ id, read }) => ({
        url: `/admin/messages/${encodeURIComponent(id)}/read`,
        method: 'PUT',
        body: { read },
      }),
      invalidatesTags: (result, _error, { id }) =>
        result
          ? [
              { type: 'InboxMessage', id: 'LIST' },
              { type: 'InboxMessage', id },
            ]
          : [],
    }),
    getSubscribers: build.query<SubscriberPage, SubscriberQuery>({
      query: (query) => `/admin/subscribers${search(query)}`,
      providesTags: [{ type: 'Subscriber', id: 'LIST' }],
    }),
    unsubscribe: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/admin/subscribers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? [{ type: 'Subscriber', id: 'LIST' }, 'Audit'] : []),
    }),
    /** The CSV with the session's token (a plain link would go without it); the caller saves it. */
    exportSubscribers: build.mutation<CsvFile, void>({
      query: () => ({
        url: '/admin/subscribers.csv',
        responseHandler: async (response) => {
          // A refusal is JSON ({ success: false, message }), read as such.
          if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) return response.json();
          const fileName = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'subscribers.csv';
          return { text: await response.text(), fileName };
        },
      }),
    }),
  }),
});

export const {
  useGetMessagesQuery,
  useMarkMessageMutation,
  useGetSubscribersQuery,
  useUnsubscribeMutation,
  useExportSubscribersMutation,
} = inboxApi;
