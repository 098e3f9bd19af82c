// The providers' signed notifications: Stripe's webhook and Midtrans' HTTP notification. A
// signature may cover the exact bytes sent, so these routes alone read their JSON bodies as raw
// Buffers; the parser lives in this encapsulated plugin and no other route sees it. The rules
// are in services/payments/notifications.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { handleNotification, notificationsOf } from '../services/payments/notifications';
import type { PaymentRegistry } from '../services/payments/registry';
import type { ProviderChoice } from '../../src/shared/paymentMethods';
import {
  MIDTRANS_NOTIFICATIONS_NOT_CONFIGURED,
  WEBHOOK_NOT_CONFIGURED,
  WEBHOOK_PAYLOAD_INVALID,
} from '../../src/shared/messages/payments';
import { invalid, isFailure } from '../services/failures';

type WebhookDeps = { db: Db; registry: PaymentRegistry; now: () => Date };

const BODY_LIMIT = 1024 * 1024;

export const paymentWebhookRoutes: FastifyPluginAsync<WebhookDeps> = async (scope, { db, registry, now }) => {
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  async function receive(request: FastifyRequest, choice: ProviderChoice, notConfigured: string) {
    const { provider } = notificationsOf(registry.get(choice), notConfigured);
    if (!Buffer.isBuffer(request.body)) throw invalid(WEBHOOK_PAYLOAD_INVALID);
    try {
      const { eventId, outcome } = await handleNotification(db, provider, now, {
        payload: request.body,
        headers: request.headers,
      });
      request.log.info({ provider: provider.name, event: eventId, outcome }, 'payment notification');
      return { received: true, outcome };
    } catch (error) {
      // A forged or malformed one changes nothing; it is worth a line for whoever watches the logs.
      if (isFailure(error, 'invalid'))
        request.log.warn({ provider: provider.name, why: error.message }, 'payment notification refused');
      throw error;
    }
  }

  scope.post('/webhooks/stripe', { bodyLimit: BODY_LIMIT }, (request) =>
    receive(request, 'stripe', WEBHOOK_NOT_CONFIGURED),
  );
  scope.post('/webhooks/midtrans', { bodyLimit: BODY_LIMIT }, (request) =>
    receive(request, 'midtrans', MIDTRANS_NOTIFICATIONS_NOT_CONFIGURED),
  );
};
