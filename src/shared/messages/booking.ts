// What the booking, cancel, reschedule and appointment calls answer, in English; the web
// app shows them through its dictionary (src/shared/dictionary/booking.ts), keyed by these texts.

export const bookingMessages = {
  invalidDoctorId: 'Invalid doctor id',
  invalidAppointmentId: 'Invalid appointment id',
  invalidSlotDate: 'Invalid slot date: use day_month_year, for example 5_3_2026',
  invalidSlotTime: 'Invalid slot time: use HH:mm or h:mm AM/PM, for example 14:30 or 2:30 PM',
  slotNotOffered: 'Please choose one of the offered time slots',
  doctorNotFound: 'Doctor not found',
  doctorNotAvailable: 'Doctor not available',
  slotNotAvailable: 'Slot not available',
  booked: 'Appointment booked',
  appointmentNotFound: 'Appointment not found',
  notYourAppointment: 'You can only cancel your own appointments',
  completedCannotCancel: 'A completed appointment cannot be cancelled',
  cancelled: 'Appointment cancelled',
  rescheduled: 'Appointment rescheduled',
  notYourAppointmentToMove: 'You can only reschedule your own appointments',
  cancelledCannotMove: 'A cancelled appointment cannot be rescheduled',
  completedCannotMove: 'A completed appointment cannot be rescheduled',
  sameSlot: 'The appointment is already at this time: choose another slot',
  tooManyUnpaid:
    'You already have the most unpaid appointments one account may hold. Pay for or cancel one before booking another.',
} as const;
