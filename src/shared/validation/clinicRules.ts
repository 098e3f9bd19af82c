// The limits, choices and messages of the doctor panel's and the appointment board's
// requests, apart from their schemas (clinic.ts): the panel's first screen and the
// dictionary read them, and the schema library loads only with a form that checks one.
import { PAGE_INVALID } from './listMessages';

export const CLINIC_PAGE_SIZE = 20;
export const CANCEL_REASON_MAX = 500;
export const CLINIC_SEARCH_MAX = 100;

/** The panel's tabs: today's appointments, those after today, and those before it. */
export const APPOINTMENT_SCOPES = ['today', 'upcoming', 'past'] as const;
export type AppointmentScope = (typeof APPOINTMENT_SCOPES)[number];

/** The board's status filter: active is neither cancelled nor completed. */
export const BOARD_STATUSES = ['all', 'active', 'completed', 'cancelled'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export const clinicMessages = {
  scopeInvalid: 'Scope must be today, upcoming or past',
  statusInvalid: 'Status must be all, active, completed or cancelled',
  pageInvalid: PAGE_INVALID,
  searchTooLong: `Search must be at most ${CLINIC_SEARCH_MAX} characters`,
  dateInvalid: 'Date must be a day written day_month_year, for example 5_3_2026',
  doctorInvalid: 'Choose a doctor',
  reasonRequired: 'Say why the appointment is cancelled',
  reasonTooLong: `The reason must be at most ${CANCEL_REASON_MAX} characters`,
  availableInvalid: 'Say whether the doctor is available: true or false',
} as const;
