// The inbox's list queries and the read mark: the console builds its requests from these,
// and the staff API checks what arrives against the very same rules.
import { boolean, mixed, number, object, string, type InferType } from 'yup';

export const INBOX_PAGE_SIZE = 20;
export const INBOX_SEARCH_MAX = 100;
const PAGE_MAX = 10_000;

export const MESSAGE_STATUSES = ['unread', 'read', 'all'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const inboxMessages = {
  statusInvalid: 'Status must be unread, read or all',
  pageInvalid: 'Page must be a whole number from 1',
  searchTooLong: `Search must be at most ${INBOX_SEARCH_MAX} characters`,
  readInvalid: 'Say whether the message is read: true or false',
} as const;

const page = () =>
  number()
    .typeError(inboxMessages.pageInvalid)
    .integer(inboxMessages.pageInvalid)
    .min(1, inboxMessages.pageInvalid)
    .max(PAGE_MAX, inboxMessages.pageInvalid)
    .default(1);
const search = () => string().typeError(inboxMessages.searchTooLong).trim().max(INBOX_SEARCH_MAX, inboxMessages.searchTooLong).default('');

/** GET /api/admin/messages?status=&q=&page= */
export const messageQuerySchema = object({
  status: mixed<MessageStatus>().oneOf([...MESSAGE_STATUSES], inboxMessages.statusInvalid).default('all'),
  q: search(),
  page: page(),
});
export type MessageQuery = InferType<typeof messageQuerySchema>;

/** GET /api/admin/subscribers?q=&page= */
export const subscriberQuerySchema = object({ q: search(), page: page() });
export type SubscriberQuery = InferType<typeof subscriberQuerySchema>;

/** PUT /api/admin/messages/:id/read */
export const readMarkSchema = object({ read: boolean().strict().typeError(inboxMessages.readInvalid).required(inboxMessages.readInvalid) });
