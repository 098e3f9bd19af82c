// What the staff API answers about doctors: the console reads these shapes.
import type { WeeklyHours } from './weeklyHours';

export type DayOff = { slotDate: string; note: string };

/** A doctor as the console edits it: every field in both languages, with its version. */
export type DoctorRecord = {
  id: string;
  position: number;
  name: string;
  email: string;
  image: string;
  speciality: string;
  degree: string;
  experience: string;
  about: { id: string; en: string };
  fees: number;
  address: { line1: string; line2: string };
  available: boolean;
  /** ISO time the doctor was retired, or null. */
  retiredAt: string | null;
  hours: WeeklyHours | null;
  /** Today's and later days off, earliest first. */
  daysOff: DayOff[];
  version: number;
};

/** An active booking a schedule change touches, as the admin is shown it before deciding. */
export type AffectedBooking = {
  appointmentId: string;
  patientName: string;
  slotDate: string;
  slotTime: string;
  payment: boolean;
};
