// The inbox's list queries and the read mark: the console builds its requests from these,
// and the staff API checks what arrives against the very same rules.
import { boolean, mixed, object, type InferType } from 'yup';
import { PAGE_INVALID, pageField, searchField } from './listQuery';

export const INBOX_PAGE_SIZE = 20;
export const INBOX_SEARCH_MAX = 100;

export const MESSAGE_STATUSES = ['unread', 'read', 'all'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const inboxMessages = {
  statusInvalid: 'Status must be unread, read or all',
  pageInvalid: PAGE_INVALID,
  searchTooLong: `Search must be at most ${INBOX_SEARCH_MAX} characters`,
  readInvalid: 'Say whether the message is read: true or false',
} as const;

const search = () => searchField(INBOX_SEARCH_MAX, inboxMessages.searchTooLong);

/** GET /api/admin/messages?status=&q=&page= */
export const messageQuerySchema = object({
  status: mixed<MessageStatus>().oneOf([...MESSAGE_STATUSES], inboxMessages.statusInvalid).default('all'),
  q: search(),
  page: pageField(),
});
export type MessageQuery = InferType<typeof messageQuerySchema>;

/** GET /api/admin/subscribers?q=&page= */
export const subscriberQuerySchema = object({ q: search(), page: pageField() });
export type SubscriberQuery = InferType<typeof subscriberQuerySchema>;

/** PUT /api/admin/messages/:id/read */
export const readMarkSchema = object({ read: boolean().strict().typeError(inboxMessages.readInvalid).required(inboxMessages.readInvalid) });
