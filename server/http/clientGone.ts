// A signal that a request's client has gone: its connection closed before the answer went out
// (a closed tab, a cancelled upload, the idle timeout of http/timeouts.ts cutting a request that
// waited too long). Work done for it after that is for nobody, and a write would leave files and
// rows behind that no answer ever named.
//
// The response's 'close' says it: it comes once the answer has gone out (writableFinished) or
// when the connection closed first. The request's own 'close' comes as soon as its body has
// been read (Node 16 on), so it cannot tell a finished upload from an abandoned one, and
// Fastify's onRequestAbort hook listens to that one.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function clientGoneSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  if (request.raw.socket?.destroyed) controller.abort(new ClientGone());
  else
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort(new ClientGone());
    });
  return controller.signal;
}

/** Why the work stopped; http/errors.ts answers nobody (the connection is closed) and logs it as such. */
export class ClientGone extends Error {
  constructor() {
    super('the client closed the connection before the request was answered');
    this.name = 'ClientGone';
  }
}
