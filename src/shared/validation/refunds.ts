// The refunds list's query: the console builds its request from it and the staff API checks
// what arrives against the same rule.
import { mixed, object, string, type InferType } from 'yup';
import { REFUND_STATUSES, type RefundStatus } from '../refundTypes';

export const REFUND_LIST_LIMIT = 200;
/** A note on a bank transfer (its reference, say), kept in the audit log. */
export const TRANSFER_NOTE_MAX = 500;

export const refundMessages = {
  statusInvalid: 'Status must be pending, succeeded, failed, manual or all',
  noteTooLong: `The note must be at most ${TRANSFER_NOTE_MAX} characters`,
} as const;

/** GET /api/admin/refunds?status= */
export const refundQuerySchema = object({
  status: mixed<RefundStatus | 'all'>()
    .oneOf([...REFUND_STATUSES, 'all'], refundMessages.statusInvalid)
    .default('all'),
});
export type RefundQuery = InferType<typeof refundQuerySchema>;

/** POST /api/admin/refunds/:id/transferred */
export const refundTransferSchema = object({
  note: string().trim().max(TRANSFER_NOTE_MAX, refundMessages.noteTooLong).default(''),
});
export type RefundTransfer = InferType<typeof refundTransferSchema>;
