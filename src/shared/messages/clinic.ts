// What the doctor panel's API (/api/doctor/…) and the admins' appointment board
// (/api/admin/appointments, /api/admin/doctors/:id/account) answer, in English; the web app
// shows them through the dictionary (src/shared/dictionary/clinic.ts), keyed by these texts.

export const DOCTORS_ONLY = 'This page is for doctors only';
export const NOT_THE_DOCTORS_APPOINTMENT = 'This appointment belongs to another doctor';
export const COMPLETE_NOT_YET = 'An appointment can be marked completed only from its day on';
export const COMPLETE_CANCELLED = 'A cancelled appointment cannot be marked completed';
export const COMPLETED = 'Appointment marked completed';
export const CANCELLED_BY_DOCTOR = 'Appointment cancelled; the patient is told by e-mail';
export const AVAILABILITY_SAVED = 'Availability saved';
export const DOCTOR_LINKED = 'Account linked to the doctor';
export const DOCTOR_UNLINKED = 'Account unlinked from the doctor';
export const DOCTOR_HAS_NO_ACCOUNT = 'No account is linked to this doctor';
export const LINK_STAFF_ACCOUNT = 'A staff account (editor or admin) cannot be a doctor account';
export const LINK_TAKEN = 'This account is already linked to another doctor';
export const ROLE_DOCTOR_BY_LINK =
  'The doctor role is given by linking the account to a doctor (Appointments section), not here';
export const UNLINK_DOCTOR_FIRST = 'This account is linked to a doctor: unlink it in the Appointments section first';
export const DOCTOR_HAS_ACCOUNT = 'This doctor already has an account: unlink it first';
