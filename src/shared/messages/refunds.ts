// What the refunds staff API answers, in English; the console shows them through the
// dictionary (src/shared/dictionary/adminRefunds.ts), keyed by these texts.

export const REFUND_NOT_FOUND = 'This refund does not exist';
export const REFUND_ALREADY_DONE = 'This refund has already been given';
export const REFUND_GIVEN = 'Refund given';
export const REFUND_FAILED_AGAIN = 'The provider refused the refund again';
/** A bank-transfer refund is not the provider's to give: staff mark it once they transferred it. */
export const REFUND_BY_TRANSFER = 'This refund is made by bank transfer: mark it as transferred once it is sent';
export const REFUND_NOT_MANUAL = 'This refund is not waiting for a bank transfer';
export const REFUND_MARKED_TRANSFERRED = 'Refund marked as transferred';
