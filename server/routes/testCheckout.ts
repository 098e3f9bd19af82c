// The built-in test provider's checkout pages (services/payments/testCheckout.ts): served only
// while the test provider takes the payments. Plain HTML and forms, posted urlencoded.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { requestLang } from '../http/lang';
import { applyTestProviderChange } from '../services/payments/notifications';
import { testCheckoutPages, type TestCheckoutAnswer } from '../services/payments/testCheckout';
import type { TestProvider } from '../services/payments/testProvider';
import type { LangCode } from '../../src/shared/language';

type TestCheckoutDeps = { db: Db; test: TestProvider; now: () => Date };

export const testCheckoutRoutes: FastifyPluginAsync<TestCheckoutDeps> = async (scope, { db, test, now }) => {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // A change on a Midtrans-path page is applied as Midtrans' notification would be; if that
  // fails, the page still moves on and /verify reads the checkout again.
  const pages = testCheckoutPages(db, test, async (id) => {
    await applyTestProviderChange(db, test.midtrans, now, id).catch((error: unknown) =>
      scope.log.warn({ err: error, checkout: id }, 'a test checkout change could not be applied'),
    );
  });

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
