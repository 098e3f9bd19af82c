// What other features use of the booking feature: the appointments' endpoints (payment
// verification refreshes the list through their tags).
export { appointmentsApi } from './appointmentsApi';
