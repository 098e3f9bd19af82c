// What the refunds staff API answers, in English; the console shows them through the
// dictionary (src/shared/dictionary/adminRefunds.ts), keyed by these texts.

export const REFUND_NOT_FOUND = 'This refund does not exist';
export const REFUND_ALREADY_DONE = 'This refund has already been given';
export const REFUND_GIVEN = 'Refund given';
export const REFUND_FAILED_AGAIN = 'The provider refused the refund again';
