// Refunds (admins only): every refund with its state, a retry for one the provider refused
// or that was left pending (services/payments/refunds.ts says when that happens), and the
// mark of one staff transferred by bank because the provider cannot refund it by API.
import type { FastifyPluginAsync } from 'fastify';
import {
  REFUND_FAILED_AGAIN,
  REFUND_GIVEN,
  REFUND_MARKED_TRANSFERRED,
  REFUND_NOT_FOUND,
} from '../../../src/shared/messages/refunds';
import { refundQuerySchema, refundTransferSchema } from '../../../src/shared/validation/refunds';
import { notFound, upstreamFailed } from '../../services/failures';
import { validateBody } from '../../http/validate';
import { listRefunds, markRefundTransferred, retryRefund } from '../../services/payments/refundAdmin';
import type { AdminDeps } from './deps';
import { isUuid } from '../../../src/shared/ids';

export const refundRoutes: FastifyPluginAsync<AdminDeps> = async (app, { db }) => {
  const admin = { config: { staffRole: 'admin' as const } };

  app.get('/refunds', admin, async (request) => {
    const query = await validateBody(refundQuerySchema, request.query ?? {});
    return { success: true, refunds: await listRefunds(db, query) };
  });

  app.post('/refunds/:id/retry', admin, async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound(REFUND_NOT_FOUND);
    const refund = await retryRefund(db, id, request.staff);
    // Refused again: the upstream provider said no, and the entry (with its reason) is in the list.
    if (refund.status !== 'succeeded') throw upstreamFailed(REFUND_FAILED_AGAIN);
    return { success: true, message: REFUND_GIVEN, refund };
  });

  app.post('/refunds/:id/transferred', admin, async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound(REFUND_NOT_FOUND);
    const { note } = await validateBody(refundTransferSchema, request.body ?? {});
    const refund = await markRefundTransferred(db, id, request.staff, note);
    return { success: true, message: REFUND_MARKED_TRANSFERRED, refund };
  });
};
