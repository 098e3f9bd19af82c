// The doctor panel's and the appointment board's requests: the web app builds them from
// these rules and the server checks what arrives against the very same ones.
import { boolean, mixed, object, string, type InferType } from 'yup';
import {
  APPOINTMENT_SCOPES,
  BOARD_STATUSES,
  CANCEL_REASON_MAX,
  CLINIC_SEARCH_MAX,
  clinicMessages,
  type AppointmentScope,
  type BoardStatus,
} from './clinicRules';
import { pageField, searchField } from './listQuery';
import { accountEmail } from './staff';

export * from './clinicRules';

const search = () => searchField(CLINIC_SEARCH_MAX, clinicMessages.searchTooLong);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_KEY = /^\d{1,2}_\d{1,2}_\d{4}$/;

/** GET /api/doctor/appointments?scope=&q=&page= */
export const doctorAppointmentsQuerySchema = object({
  scope: mixed<AppointmentScope>()
    .oneOf([...APPOINTMENT_SCOPES], clinicMessages.scopeInvalid)
    .default('today'),
  q: search(),
  page: pageField(),
});
export type DoctorAppointmentsQuery = InferType<typeof doctorAppointmentsQuerySchema>;

/** GET /api/admin/appointments?doctorId=&date=&status=&q=&page= */
export const boardQuerySchema = object({
  doctorId: string()
    .typeError(clinicMessages.doctorInvalid)
    .trim()
    .matches(UUID, { message: clinicMessages.doctorInvalid, excludeEmptyString: true })
    .default(''),
  date: string()
    .typeError(clinicMessages.dateInvalid)
    .trim()
    .matches(DATE_KEY, { message: clinicMessages.dateInvalid, excludeEmptyString: true })
    .default(''),
  status: mixed<BoardStatus>()
    .oneOf([...BOARD_STATUSES], clinicMessages.statusInvalid)
    .default('all'),
  q: search(),
  page: pageField(),
});
export type BoardQuery = InferType<typeof boardQuerySchema>;

/** POST …/appointments/:id/cancel: the patient reads the reason in their e-mail. */
export const cancelReasonSchema = object({
  reason: string()
    .typeError(clinicMessages.reasonRequired)
    .trim()
    .required(clinicMessages.reasonRequired)
    .max(CANCEL_REASON_MAX, clinicMessages.reasonTooLong),
});
export type CancelReasonValues = InferType<typeof cancelReasonSchema>;

/** PUT /api/doctor/availability */
export const availabilitySchema = object({
  available: boolean().strict().typeError(clinicMessages.availableInvalid).required(clinicMessages.availableInvalid),
});

/** PUT /api/admin/doctors/:id/account: the account to link, by its e-mail. */
export const doctorLinkSchema = object({ email: accountEmail() });
export type DoctorLinkValues = InferType<typeof doctorLinkSchema>;
