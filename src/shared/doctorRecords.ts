// What the staff API answers about doctors: the console reads these shapes.
import type { PublishingState } from './publishing/types';
import type { WeeklyHours } from './weeklyHours';

export type DayOff = { slotDate: string; note: string };

/**
 * A doctor as the console edits it: every field in both languages. The profile (name, picture,
 * speciality, degree, experience, about, fee, address) is the working copy, the draft where
 * there is one, published through drafts; the rest changes at once.
 */
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
  /** The version the profile form saves on and publishing names (the draft's once there is one). */
  version: number;
  /**
   * The row's own version, which the weekly hours save on: raised by every change to the
   * doctor's schedule and flags, never by a draft or a publish.
   */
  scheduleVersion: number;
  publishing: PublishingState;
};

/** An active booking a schedule change touches, as the admin is shown it before deciding. */
export type AffectedBooking = {
  appointmentId: string;
  patientName: string;
  slotDate: string;
  slotTime: string;
  payment: boolean;
};
