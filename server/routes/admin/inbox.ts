// The inbox: contact messages visitors send and the newsletter's subscribers (editors and
// admins). Answers are personal (private, no-store, set for every staff route).
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGE_NOT_FOUND, SUBSCRIBER_NOT_FOUND, UNSUBSCRIBED } from '../../../src/shared/messages/inbox';
import { messageQuerySchema, readMarkSchema, subscriberQuerySchema } from '../../../src/shared/validation/inbox';
import { notFound } from '../../services/failures';
import { validateBody } from '../../http/validate';
import { csvDocument } from '../../services/csv';
import { allSubscribers, listMessages, listSubscribers, markMessage, unsubscribe } from '../../services/inbox';
import type { AdminDeps } from './deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of the URL, or 404 with `message` when it cannot name a row. */
function idOf(params: unknown, message: string): string {
  const { id } = params as { id: string };
  if (!UUID.test(id)) throw notFound(message);
  return id;
}

export const inboxRoutes: FastifyPluginAsync<AdminDeps> = async (app, { db, now }) => {
  const editor = { config: { staffRole: 'editor' as const } };

  app.get('/messages', editor, async (request) => {
    const query = await validateBody(messageQuerySchema, request.query ?? {});
    return { success: true, ...(await listMessages(db, query)) };
  });

  app.put('/messages/:id/read', editor, async (request) => {
    const id = idOf(request.params, MESSAGE_NOT_FOUND);
    const { read } = await validateBody(readMarkSchema, request.body);
    const entry = await markMessage(db, id, read, now());
    if (!entry) throw notFound(MESSAGE_NOT_FOUND);
    return { success: true, entry };
  });

  app.get('/subscribers', editor, async (request) => {
    const query = await validateBody(subscriberQuerySchema, request.query ?? {});
    return { success: true, ...(await listSubscribers(db, query)) };
  });

  app.delete('/subscribers/:id', editor, async (request) => {
    const id = idOf(request.params, SUBSCRIBER_NOT_FOUND);
    if (!(await unsubscribe(db, id, request.staff))) throw notFound(SUBSCRIBER_NOT_FOUND);
    return { success: true, message: UNSUBSCRIBED };
  });

  app.get('/subscribers.csv', editor, async (_request, reply) => {
    const rows = (await allSubscribers(db)).map((s) => [s.email, s.createdAt]);
    const day = now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="subscribers-${day}.csv"`)
      .send(csvDocument(['email', 'subscribed_at'], rows));
  });
};
