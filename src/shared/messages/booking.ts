// What the booking, cancel, reschedule and appointment calls answer, in English; the web
// app shows them through its dictionary (src/shared/dictionary/booking.ts), keyed by these texts.

export const INVALID_DOCTOR_ID = 'Invalid doctor id';
export const INVALID_APPOINTMENT_ID = 'Invalid appointment id';
export const INVALID_SLOT_DATE = 'Invalid slot date: use day_month_year, for example 5_3_2026';
export const INVALID_SLOT_TIME = 'Invalid slot time: use HH:mm or h:mm AM/PM, for example 14:30 or 2:30 PM';
export const SLOT_NOT_OFFERED = 'Please choose one of the offered time slots';
/** An id that names no doctor (the console's 'This doctor no longer exists' is doctors.ts's DOCTOR_NOT_FOUND). */
export const NO_SUCH_DOCTOR = 'Doctor not found';
export const DOCTOR_NOT_AVAILABLE = 'Doctor not available';
export const SLOT_NOT_AVAILABLE = 'Slot not available';
export const APPOINTMENT_BOOKED = 'Appointment booked';
export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
export const NOT_YOUR_APPOINTMENT_TO_CANCEL = 'You can only cancel your own appointments';
export const COMPLETED_CANNOT_CANCEL = 'A completed appointment cannot be cancelled';
export const APPOINTMENT_CANCELLED = 'Appointment cancelled';
export const APPOINTMENT_RESCHEDULED = 'Appointment rescheduled';
export const NOT_YOUR_APPOINTMENT_TO_MOVE = 'You can only reschedule your own appointments';
export const CANCELLED_CANNOT_MOVE = 'A cancelled appointment cannot be rescheduled';
export const COMPLETED_CANNOT_MOVE = 'A completed appointment cannot be rescheduled';
export const SAME_SLOT = 'The appointment is already at this time: choose another slot';
export const TOO_MANY_UNPAID =
  'You already have the most unpaid appointments one account may hold. Pay for or cancel one before booking another.';
