// What the inbox's staff API answers, in English; the console shows them through the
// dictionary (src/shared/dictionary/adminInbox.ts), keyed by these texts.

export const MESSAGE_NOT_FOUND = 'This message no longer exists';
export const SUBSCRIBER_NOT_FOUND = 'This subscriber is no longer on the list';
export const UNSUBSCRIBED = 'Unsubscribed';
