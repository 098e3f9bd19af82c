// What other features use of the payment feature: the pay-online choice of an appointment, and
// what My appointments shows of a payment awaited.
export { PayOnline } from './PayOnline';
export { PendingPaymentPanel } from './PendingPaymentPanel';
export { payableUntilNow } from './awaitedPayment';
