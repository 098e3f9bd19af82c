// What the staff inbox API answers (server/routes/admin/inbox.ts), written once for the
// server that builds it and the console that reads it.

export type InboxMessage = {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  /** Which form sent it: the home page's or the contact page's. */
  source: string;
  createdAt: string;
  /** When staff marked it read; null while unread. */
  readAt: string | null;
};

export type Subscriber = { id: string; email: string; createdAt: string };
