// The doctor records' limits and messages, apart from their schemas (doctor.ts): the
// console's dictionary reads them without loading the schema library, which comes only with
// a form.
import { restaurantMessages } from './restaurantRules';

export const DOCTOR_LIMITS = {
  name: 100,
  email: 254,
  degree: 60,
  experience: 40,
  about: 2000,
  addressLine: 120,
  url: 2048,
  fees: 100_000_000,
  note: 200,
  /** How far ahead a day off can be taken. */
  dayOffDaysAhead: 366,
} as const;

export const doctorMessages = {
  nameRequired: 'Enter the doctor’s name',
  emailInvalid: 'Enter a valid e-mail address for the doctor',
  specialityInvalid: 'Choose one of the specialities',
  degreeRequired: 'Enter the degree',
  experienceRequired: 'Enter the experience, for example 4 Years',
  aboutRequired: 'Describe the doctor in Indonesian',
  feesInvalid: 'Enter the fee as a whole number, 0 or more',
  addressRequired: 'Enter the first address line',
  hoursInvalid: 'Working hours run from 10:00 to 21:00 in 30-minute steps, and start before they end',
  dayOffInvalid: 'Choose a day from today up to a year ahead',
  bookingsChoice: 'Say whether to keep or cancel the bookings',
  flagInvalid: 'Choose yes or no',
  versionRequired: restaurantMessages.versionRequired,
} as const;
