// Doctors' public profiles as published records. The snapshot is what the console's doctor
// form edits and the public list shows: name, picture, speciality, degree, experience, the
// about pair, the fee and the address. The rest of a doctor's row is the clinic's day-to-day
// (availability, retirement, hours, days off, the list order, the e-mail) and changes at once,
// outside drafts (services/doctorAdmin.ts says why for each).
import { asc, eq } from 'drizzle-orm';
import { isUuid } from '../../../../src/shared/ids';
import type { DoctorValues } from '../../../../src/shared/validation/doctor';
import type { Db } from '../../../db/connect';
import { doctors } from '../../../db/schema';
import { answerCacheFor } from '../../answerCache';
import { forgetSchedule } from '../../doctorSchedule';
import { KIND_TRAITS } from '../../../../src/shared/publishing/kindTraits';
import type { KindAdapter, PublicRecord, Snapshot, Tx } from '../kind';

type DoctorRow = typeof doctors.$inferSelect;

/**
 * A doctor's public profile: the form's values but the e-mail, which no public answer shows
 * (a stored speciality is any text: rows older than the form's list keep theirs).
 */
export type DoctorProfile = Omit<DoctorValues, 'email' | 'speciality'> & { speciality: string };

/** The profile as a row holds it, English about and second address line always present (as the form sends them). */
export function profileOf(row: DoctorRow): DoctorProfile {
  return {
    name: row.name,
    image: row.image,
    speciality: row.speciality,
    degree: row.degree,
    experience: row.experience,
    about: { id: row.about.id, en: row.about.en ?? '' },
    fees: row.fees,
    address: { line1: row.address.line1, line2: row.address.line2 ?? '' },
  };
}

/** The profile of the form's values, in the same shape, so an unchanged form is no draft. */
export const profileOfValues = (values: DoctorValues): DoctorProfile => ({
  name: values.name,
  image: values.image,
  speciality: values.speciality,
  degree: values.degree,
  experience: values.experience,
  about: { id: values.about.id, en: values.about.en ?? '' },
  fees: values.fees,
  address: { line1: values.address.line1, line2: values.address.line2 ?? '' },
});

/** A snapshot read back (a draft or a version): it was validated as a profile when it was saved. */
export const profileIn = (snapshot: Snapshot): DoctorProfile => snapshot as DoctorProfile;

/** The row as publishing sees it: its profile while the site shows it, and the row's own version. */
export const publicDoctorOf = (row: DoctorRow): PublicRecord => ({
  snapshot: row.publishedAt ? profileOf(row) : null,
  version: row.version,
});

/**
 * Drops what a doctor's change makes stale: the public answers (the doctor list, and the
 * sitemap and pages made from it) and this process's copy of the doctor's schedule.
 */
export function dropDoctorAnswers(db: Db, doctorId?: string): void {
  answerCacheFor(db).invalidate('doctors');
  if (doctorId) forgetSchedule(db, doctorId);
}

export const doctorKind: KindAdapter = {
  kind: 'doctor',
  ...KIND_TRAITS.doctor,
  isKey: isUuid,
  async read(tx, key, forUpdate) {
    if (!isUuid(key)) return undefined;
    const query = tx.select().from(doctors).where(eq(doctors.id, key));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? publicDoctorOf(row) : undefined;
  },
  async keys(db) {
    const rows = await db.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.position), asc(doctors.name));
    return rows.map((row) => row.id);
  },
  // The row's version is left as it is: it is the schedule's, which bookings check
  // (services/doctorSchedule.ts), and the booking statement reads the profile (the fee, what
  // the appointment keeps of the doctor) from the row itself when it runs.
  async write(tx: Tx, key, snapshot, now) {
    const { name, image, speciality, degree, experience, about, fees, address } = profileIn(snapshot);
    await tx
      .update(doctors)
      .set({ name, image, speciality, degree, experience, about, fees, address, publishedAt: now })
      .where(eq(doctors.id, key));
  },
  // Existing appointments keep working (they carry what they need of the doctor); the public
  // list leaves the doctor out and bookings refuse it as an unknown doctor (services/booking.ts).
  async unpublish(tx, key) {
    await tx.update(doctors).set({ publishedAt: null }).where(eq(doctors.id, key));
  },
  invalidate: (db, key) => dropDoctorAnswers(db, key),
  title: (snapshot, key) => (snapshot && typeof snapshot.name === 'string' ? snapshot.name : key),
};
