// The inbox's list limits, statuses and messages, apart from their schemas (inbox.ts): the
// console's lists and the dictionary read them, and the schema library loads only with a
// form that checks one.
import { PAGE_INVALID } from './listMessages';

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
