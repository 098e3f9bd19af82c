// The inbox's list queries and the read mark: the console builds its requests from these,
// and the staff API checks what arrives against the very same rules.
import { boolean, mixed, object, type InferType } from 'yup';
import { INBOX_SEARCH_MAX, inboxMessages, MESSAGE_STATUSES, type MessageStatus } from './inboxRules';
import { pageField, searchField } from './listQuery';

export * from './inboxRules';

const search = () => searchField(INBOX_SEARCH_MAX, inboxMessages.searchTooLong);

/** GET /api/admin/messages?status=&q=&page= */
export const messageQuerySchema = object({
  status: mixed<MessageStatus>()
    .oneOf([...MESSAGE_STATUSES], inboxMessages.statusInvalid)
    .default('all'),
  q: search(),
  page: pageField(),
});
export type MessageQuery = InferType<typeof messageQuerySchema>;

/** GET /api/admin/subscribers?q=&page= */
export const subscriberQuerySchema = object({ q: search(), page: pageField() });
export type SubscriberQuery = InferType<typeof subscriberQuerySchema>;

/** PUT /api/admin/messages/:id/read */
export const readMarkSchema = object({
  read: boolean().strict().typeError(inboxMessages.readInvalid).required(inboxMessages.readInvalid),
});
