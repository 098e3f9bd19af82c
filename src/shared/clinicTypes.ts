// What the doctor panel's API and the admins' appointment board answer, written once for
// the server that builds it and the web app that reads it.

export type ClinicAppointmentStatus = 'active' | 'completed' | 'cancelled';

/**
 * One appointment as a doctor sees it: of the patient only the name, the age and the phone
 * (never the e-mail, address or date of birth).
 */
export type ClinicAppointment = {
  id: string;
  /** day_month_year and HH:mm, on the clinic's clock. */
  slotDate: string;
  slotTime: string;
  patient: { name: string; age: number | null; phone: string };
  status: ClinicAppointmentStatus;
  payment: boolean;
  refunded: boolean;
  amount: number;
  currency: string;
  /** Who cancelled (patient, doctor, admin, system) and why; empty while active. */
  cancelledBy: string | null;
  cancelReason: string;
  /** Whether its day has come on the clinic's clock, so it may be marked completed. */
  completable: boolean;
};

/** On the admins' board each row also names its doctor. */
export type BoardAppointment = ClinicAppointment & { doctor: { id: string; name: string } };

export type AppointmentPage<Row> = { appointments: Row[]; total: number; page: number; pageSize: number };

/** GET /api/doctor/appointments also says who the doctor is and whether they take bookings. */
export type DoctorSelf = { id: string; name: string; available: boolean };

/** GET /api/admin/doctor-accounts: each doctor and the account linked to it, if any. */
export type DoctorAccount = {
  doctorId: string;
  doctorName: string;
  retired: boolean;
  account: { name: string; email: string } | null;
};
