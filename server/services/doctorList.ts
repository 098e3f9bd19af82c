// The public doctor list (SPEC §7 /api/doctor/list): every published doctor not retired, with
// the slots already taken, their weekly hours and their days off in the booking window.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Doctor } from '../../src/shared/contentTypes';
import type { LangCode } from '../../src/shared/language';
import type { Db } from '../db/connect';
import { appointments, doctors } from '../db/schema';
import { daysOffWithin, listedDayKeys } from './doctorSchedule';
import { localizeText } from './localize';

/** Where the public list stands: its days off are those of the booking window seen from `now`. */
export type ListWindow = { now: Date; timeZone: string };

/**
 * The doctors the public list shows, in its order: every one published (a new doctor is not
 * until first published, one taken off the site no longer is) and not retired. The sitemap
 * reads them too, and the pages, their heads and structured data read the list.
 */
export function listedDoctorRows(db: Db) {
  return db
    .select()
    .from(doctors)
    .where(and(isNotNull(doctors.publishedAt), isNull(doctors.retiredAt)))
    .orderBy(asc(doctors.position), asc(doctors.name));
}

/**
 * Every published doctor not retired, with the slots taken by appointments that are not cancelled
 * (SPEC §3), their weekly hours and their days off in the booking window, and the currency
 * of their fee (the site's CURRENCY, lower-case ISO), so the fee is written in it.
 */
export async function listDoctors(db: Db, lang: LangCode, window: ListWindow, currency: string): Promise<Doctor[]> {
  const [doctorRows, bookedRows, daysOff] = await Promise.all([
    listedDoctorRows(db),
    db
      .select({ docId: appointments.docId, slotDate: appointments.slotDate, slotTime: appointments.slotTime })
      .from(appointments)
      .where(eq(appointments.cancelled, false))
      .orderBy(asc(appointments.slotDate), asc(appointments.slotTime)),
    daysOffWithin(db, listedDayKeys(window.now, window.timeZone)),
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
    currency,
    available: doctor.available,
    address: doctor.address,
    slots_booked: booked.get(doctor.id) ?? {},
    hours: doctor.weeklyHours ?? null,
    daysOff: daysOff.get(doctor.id) ?? [],
  }));
}
