// What other features use of the payment feature: the pay-online choice of an appointment.
export { PayOnline } from './PayOnline';
