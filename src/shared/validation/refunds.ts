// The refunds list's query: the console builds its request from it and the staff API checks
// what arrives against the same rule.
import { mixed, object, type InferType } from 'yup';
import { REFUND_STATUSES, type RefundStatus } from '../refundTypes';

export const REFUND_LIST_LIMIT = 200;

export const refundMessages = {
  statusInvalid: 'Status must be pending, succeeded, failed or all',
} as const;

/** GET /api/admin/refunds?status= */
export const refundQuerySchema = object({
  status: mixed<RefundStatus | 'all'>()
    .oneOf([...REFUND_STATUSES, 'all'], refundMessages.statusInvalid)
    .default('all'),
});
export type RefundQuery = InferType<typeof refundQuerySchema>;
