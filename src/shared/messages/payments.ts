// What the payment calls answer (checkout, verification, webhooks), in English; the web app
// shows them through its dictionary, keyed by these texts.

export const APPOINTMENT_TO_PAY_NOT_FOUND = 'Appointment not found';
export const NOT_YOUR_APPOINTMENT_TO_PAY = 'You can only pay for your own appointments';
export const CANCELLED_CANNOT_PAY = 'This appointment was cancelled and cannot be paid';
export const COMPLETED_CANNOT_PAY = 'This appointment is already completed';
export const ALREADY_PAID = 'This appointment is already paid';
export const PAYMENT_SUCCESSFUL = 'Payment successful';
export const PAYMENT_ALREADY_RECEIVED = 'Payment already received';
export const PAID_AFTER_CANCEL_REFUNDED = 'This appointment was cancelled, so your payment has been refunded';
export const PAID_AFTER_CANCEL_REFUNDING = 'This appointment was cancelled, so your payment will be refunded';
export const SECOND_PAYMENT_REFUNDED = 'This appointment was already paid, so this second payment has been refunded';
export const SECOND_PAYMENT_REFUNDING = 'This appointment was already paid, so this second payment will be refunded';
export const PAYMENT_CANCELLED = 'Payment cancelled';
export const PAYMENT_NOT_COMPLETED = 'Payment not completed';
/** Verification of a method chosen but not yet paid (a virtual account awaiting its transfer): not a failure. */
export const PAYMENT_AWAITING =
  'Waiting for your payment: complete it before its deadline (a virtual account’s number is shown in My appointments)';
/** Verification of a checkout the provider closed unpaid (its deadline passed, or it was cancelled there): not a failure. */
export const PAYMENT_EXPIRED = 'This payment ended before it was completed. You can pay again from My appointments.';
/** A Midtrans return that finds no payment yet: nothing was paid, or a payment (DANA) is still on its way. */
export const PAYMENT_NOT_YET_RECEIVED =
  'Your payment has not reached us yet. If you paid, My appointments shows it as paid within a few minutes; if not, you can pay from there';
export const NO_PAYMENT_STARTED = 'No payment was started for this appointment';
export const PAYMENT_SESSION_NOT_FOUND = 'Payment session not found';
export const PAYMENT_ORDER_NOT_FOUND = 'Payment order not found';
export const PAYMENT_FOR_OTHER_APPOINTMENT = 'This payment belongs to another appointment';
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed';
export const PAYMENT_AMOUNT_MISMATCH = 'Payment amount does not match the appointment';
export const STRIPE_UNAVAILABLE = 'Stripe payments are not available';
export const RAZORPAY_UNAVAILABLE = 'Razorpay payments are not available';
export const MIDTRANS_UNAVAILABLE = 'QRIS, virtual account and e-wallet payments are not available';
export const CURRENCY_NOT_TAKEN = 'This payment method cannot charge this appointment’s currency';
export const PROVIDER_FAILED = 'Could not reach the payment provider. Please try again.';

// The Stripe webhook's refusals (the signature and payload ones answer Midtrans' notifications too).
export const WEBHOOK_NOT_CONFIGURED = 'Stripe webhooks are not configured';
export const WEBHOOK_SIGNATURE_MISSING = 'Missing Stripe signature';
export const WEBHOOK_SIGNATURE_INVALID = 'Invalid webhook signature';
export const WEBHOOK_PAYLOAD_INVALID = 'Invalid webhook payload';

// Midtrans' notifications.
export const MIDTRANS_NOTIFICATIONS_NOT_CONFIGURED = 'Midtrans notifications are not configured';
