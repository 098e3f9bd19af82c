// What the payment calls answer (checkout, verification, webhooks), in English; the web app
// shows them through its dictionary, keyed by these texts.

export const paymentMessages = {
  appointmentNotFound: 'Appointment not found',
  notYourAppointment: 'You can only pay for your own appointments',
  cancelled: 'This appointment was cancelled and cannot be paid',
  completed: 'This appointment is already completed',
  alreadyPaid: 'This appointment is already paid',
  paid: 'Payment successful',
  alreadyReceived: 'Payment already received',
  paidAfterCancelRefunded: 'This appointment was cancelled, so your payment has been refunded',
  paidAfterCancelRefunding: 'This appointment was cancelled, so your payment will be refunded',
  secondPaymentRefunded: 'This appointment was already paid, so this second payment has been refunded',
  secondPaymentRefunding: 'This appointment was already paid, so this second payment will be refunded',
  paymentCancelled: 'Payment cancelled',
  notCompleted: 'Payment not completed',
  nothingStarted: 'No payment was started for this appointment',
  sessionNotFound: 'Payment session not found',
  orderNotFound: 'Payment order not found',
  otherAppointment: 'This payment belongs to another appointment',
  verificationFailed: 'Payment verification failed',
  amountMismatch: 'Payment amount does not match the appointment',
  stripeUnavailable: 'Stripe payments are not available',
  razorpayUnavailable: 'Razorpay payments are not available',
  providerFailed: 'Could not reach the payment provider. Please try again.',
} as const;

export const webhookMessages = {
  notConfigured: 'Stripe webhooks are not configured',
  missingSignature: 'Missing Stripe signature',
  invalidSignature: 'Invalid webhook signature',
  invalidPayload: 'Invalid webhook payload',
} as const;
