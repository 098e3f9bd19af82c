// The built-in test provider's checkout pages (services/payments/testCheckout.ts): served only
// while the test provider takes the payments. Plain HTML and forms, posted urlencoded.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { requestLang } from '../http/lang';
import { testCheckoutPages, type TestCheckoutAnswer } from '../services/payments/testCheckout';
import type { TestProvider } from '../services/payments/testProvider';
import type { LangCode } from '../../src/shared/language';

type TestCheckoutDeps = { db: Db; test: TestProvider };

export const testCheckoutRoutes: FastifyPluginAsync<TestCheckoutDeps> = async (scope, { db, test }) => {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const pages = testCheckoutPages(db, test);

  /** The page's language: chosen on the page (query or form), else the browser's. */
  function pageLang(request: FastifyRequest): LangCode {
    const query = request.query as { lang?: unknown };
    const body = request.body as { lang?: unknown } | undefined;
    const chosen = query?.lang ?? body?.lang;
    return chosen === 'en' || chosen === 'id' ? chosen : requestLang(request);
  }

  async function send(reply: FastifyReply, answer: TestCheckoutAnswer) {
    reply.header('Cache-Control', 'no-store');
    if ('redirect' in answer) return reply.redirect(answer.redirect, 303);
    return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
  }

  scope.get<{ Params: { id: string } }>('/payment/test-checkout/:id', async (request, reply) =>
    send(reply, await pages.show(request.params.id, pageLang(request))),
  );
  scope.post<{ Params: { id: string } }>('/payment/test-checkout/:id/pay', async (request, reply) =>
    send(reply, await pages.pay(request.params.id, pageLang(request))),
  );
  scope.post<{ Params: { id: string } }>('/payment/test-checkout/:id/cancel', async (request, reply) =>
    send(reply, await pages.cancel(request.params.id, pageLang(request))),
  );
  // The Midtrans path: the method the visitor chose, and the deadline passing.
  scope.post<{ Params: { id: string } }>('/payment/test-checkout/:id/choose', async (request, reply) =>
    send(reply, await pages.choose(request.params.id, request.body, pageLang(request))),
  );
  scope.post<{ Params: { id: string } }>('/payment/test-checkout/:id/expire', async (request, reply) =>
    send(reply, await pages.letExpire(request.params.id, pageLang(request))),
  );
};
