// Booking rules on the server: who may book which slot, at what price, and who may
// cancel. Double bookings are refused by the database itself (the unique partial index
// appointments_active_slot_idx), so concurrent requests and several server processes
// sharing one PostgreSQL can never both win a slot.
import { and, asc, eq } from 'drizzle-orm';
import type { Doctor } from '../../src/lib/contentTypes';
import { slotProblem } from '../../src/lib/slots';
import type { Db } from '../db/connect';
import { appointments, doctors, users, type DoctorSnapshot } from '../db/schema';
import { NOT_AUTHORIZED } from '../http/auth';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../http/errors';
import type { ContentLang } from '../http/lang';
import { localizeText } from './localize';

export const MESSAGES = {
  invalidDoctorId: 'Invalid doctor id',
  invalidAppointmentId: 'Invalid appointment id',
  invalidSlotDate: 'Invalid slot date: use day_month_year, for example 5_3_2026',
  invalidSlotTime: 'Invalid slot time: use 24-hour HH:mm, for example 14:30',
  slotNotOffered: 'Please choose one of the offered time slots',
  doctorNotFound: 'Doctor not found',
  doctorNotAvailable: 'Doctor Not Available',
  slotNotAvailable: 'Slot Not Available',
  booked: 'Appointment Booked',
  appointmentNotFound: 'Appointment not found',
  notYourAppointment: 'You can only cancel your own appointments',
  completedCannotCancel: 'A completed appointment cannot be cancelled',
  cancelled: 'Appointment Cancelled',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** PostgreSQL's unique_violation, however the driver or Drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Every doctor with the slots taken by appointments that are not cancelled (SPEC §3). */
export async function listDoctors(db: Db, lang: ContentLang): Promise<Doctor[]> {
  const [doctorRows, bookedRows] = await Promise.all([
    db.select().from(doctors).orderBy(asc(doctors.position), asc(doctors.name)),
    db
      .select({ docId: appointments.docId, slotDate: appointments.slotDate, slotTime: appointments.slotTime })
      .from(appointments)
      .where(eq(appointments.cancelled, false))
      .orderBy(asc(appointments.slotDate), asc(appointments.slotTime)),
  ]);
  const booked = new Map<string, Record<string, string[]>>();
  for (const row of bookedRows) {
    const byDate = booked.get(row.docId) ?? {};
    (byDate[row.slotDate] ??= []).push(row.slotTime);
    booked.set(row.docId, byDate);
  }
  // Never the e-mail address: the list is public.
  return doctorRows.map((doctor) => ({
    _id: doctor.id,
    name: doctor.name,
    image: doctor.image,
    speciality: doctor.speciality,
    degree: doctor.degree,
    experience: doctor.experience,
    about: localizeText(doctor.about, lang),
    fees: doctor.fees,
    available: doctor.available,
    address: doctor.address,
    slots_booked: booked.get(doctor.id) ?? {},
  }));
}

export type BookingRequest = {
  userId: string;
  docId: string;
  slotDate: string;
  slotTime: string;
  now: Date;
  timeZone: string;
  currency: string;
};

/** Books a slot in one INSERT; the unique index turns a lost race into 409 'Slot Not Available'. */
export async function bookAppointment(db: Db, request: BookingRequest): Promise<string> {
  const { userId, docId, slotDate, slotTime, now, timeZone } = request;
  if (!isUuid(userId)) throw unauthorized(NOT_AUTHORIZED);
  if (!isUuid(docId)) throw badRequest(MESSAGES.invalidDoctorId);
  const problem = slotProblem(slotDate, slotTime, now, timeZone);
  if (problem === 'invalid-date') throw badRequest(MESSAGES.invalidSlotDate);
  if (problem === 'invalid-time') throw badRequest(MESSAGES.invalidSlotTime);

  const [doctor] = await db.select().from(doctors).where(eq(doctors.id, docId));
  if (!doctor) throw notFound(MESSAGES.doctorNotFound);
  if (!doctor.available) throw conflict(MESSAGES.doctorNotAvailable);
  if (problem === 'not-offered') throw badRequest(MESSAGES.slotNotOffered);

  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(NOT_AUTHORIZED);

  // What the appointment list shows of the doctor, frozen now; nothing private.
  const docData: DoctorSnapshot = {
    image: doctor.image,
    name: doctor.name,
    speciality: doctor.speciality,
    address: doctor.address,
  };
  try {
    const [row] = await db
      .insert(appointments)
      .values({ userId, docId, slotDate, slotTime, docData, amount: doctor.fees, currency: request.currency })
      .returning({ id: appointments.id });
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.slotNotAvailable);
    throw error;
  }
}

export type AppointmentDto = {
  _id: string;
  userId: string;
  docId: string;
  docData: DoctorSnapshot;
  slotDate: string;
  slotTime: string;
  amount: number;
  currency: string;
  cancelled: boolean;
  payment: boolean;
  isCompleted: boolean;
  /** Booking time in milliseconds since the epoch (the group backend's `date`). */
  date: number;
  createdAt: string;
};

/** The caller's appointments, oldest first (the web app reverses them for display). */
export async function listAppointments(db: Db, userId: string): Promise<AppointmentDto[]> {
  if (!isUuid(userId)) throw unauthorized(NOT_AUTHORIZED);
  const rows = await db
    .select()
    .from(appointments)
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.createdAt), asc(appointments.id));
  return rows.map((row) => ({
    _id: row.id,
    userId: row.userId,
    docId: row.docId,
    docData: row.docData,
    slotDate: row.slotDate,
    slotTime: row.slotTime,
    amount: row.amount,
    currency: row.currency,
    cancelled: row.cancelled,
    payment: row.payment,
    isCompleted: row.isCompleted,
    date: row.createdAt.getTime(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Cancels the caller's appointment; the slot is free for others at once (the unique
 * index only covers appointments that are not cancelled). Cancelling twice is harmless.
 */
export async function cancelAppointment(db: Db, userId: string, appointmentId: string): Promise<void> {
  if (!isUuid(userId)) throw unauthorized(NOT_AUTHORIZED);
  if (!isUuid(appointmentId)) throw badRequest(MESSAGES.invalidAppointmentId);
  const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!row) throw notFound(MESSAGES.appointmentNotFound);
  if (row.userId !== userId) throw forbidden(MESSAGES.notYourAppointment);
  if (row.isCompleted) throw conflict(MESSAGES.completedCannotCancel);
  if (row.cancelled) return;
  // The guard in WHERE keeps a completion that lands meanwhile from being overwritten.
  const updated = await db
    .update(appointments)
    .set({ cancelled: true })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId), eq(appointments.isCompleted, false)))
    .returning({ id: appointments.id });
  if (updated.length === 0) throw conflict(MESSAGES.completedCannotCancel);
}
