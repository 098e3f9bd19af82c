// What the staff API answers about doctors, in English; the console shows them through its
// dictionary (src/shared/dictionary/adminDoctors.ts).

export const DOCTOR_NOT_FOUND = 'This doctor no longer exists';
export const DOCTOR_ORDER_INVALID = 'The new order must name every doctor once';
export const DOCTOR_EMAIL_TAKEN = 'Another doctor already uses this e-mail';
export const DAY_OFF_SAVED = 'Day off saved';
export const DAY_OFF_REMOVED = 'Day off removed';
export const DAY_OFF_NOT_FOUND = 'This day off no longer exists';
/** A 409 that carries the bookings of the day: the request must say whether to keep or cancel them. */
export const DAY_OFF_HAS_BOOKINGS = 'This day already has bookings: keep them or cancel them';
/** Why an admin's day off cancelled an appointment, as the patient's e-mail tells it. */
export const DAY_OFF_CANCEL_REASON = 'The doctor is not available on this day';
export const HOURS_CANCEL_REASON = 'The doctor no longer works at this time';
