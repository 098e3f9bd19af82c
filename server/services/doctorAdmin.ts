// The console's side of doctors: every field in both languages, the order of the list,
// availability, retirement, and the schedule. Every change to a doctor locks its row and
// raises its version in one transaction with its audit entry: the version is the stale-save
// check of the forms and, for the schedule, what keeps a booking that raced the change out
// (services/booking.ts checks it in the booking statement).
import { asc, eq, max, sql } from 'drizzle-orm';
import type { DayOff, DoctorRecord } from '../../src/shared/doctorRecords';
import { parseDateKey, wallClockAt, type CalendarDate } from '../../src/shared/slots';
import type { DoctorEditValues, DoctorValues } from '../../src/shared/validation/doctor';
import { isUuid } from '../../src/shared/ids';
import { DOCTOR_EMAIL_TAKEN } from '../../src/shared/messages/doctors';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { doctorDaysOff, doctors } from '../db/schema';
import { answerCacheFor } from './answerCache';
import { recordAudit, type Actor } from './audit';
import { forgetSchedule } from './doctorSchedule';
import { conflict } from './failures';
import type { SaveOutcome } from './restaurants';

type DoctorRow = typeof doctors.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Days counted from a fixed origin, to compare and order calendar dates. */
export const dayNumber = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;

/** Today on the clinic's clock. */
export function clinicToday(now: Date, timeZone: string): CalendarDate {
  const { year, month, day } = wallClockAt(now, timeZone);
  return { year, month, day };
}

/** The days off from `today` on, earliest first (past ones stay stored but are not shown). */
function upcoming(daysOff: DayOff[], today: CalendarDate): DayOff[] {
  const from = dayNumber(today);
  return daysOff
    .map((dayOff) => ({ dayOff, date: parseDateKey(dayOff.slotDate) }))
    .filter(
      (entry): entry is { dayOff: DayOff; date: CalendarDate } => entry.date !== null && dayNumber(entry.date) >= from,
    )
    .sort((a, b) => dayNumber(a.date) - dayNumber(b.date))
    .map((entry) => entry.dayOff);
}

function recordOf(row: DoctorRow, daysOff: DayOff[]): DoctorRecord {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    email: row.email,
    image: row.image,
    speciality: row.speciality,
    degree: row.degree,
    experience: row.experience,
    about: { id: row.about.id, en: row.about.en ?? '' },
    fees: row.fees,
    address: row.address,
    available: row.available,
    retiredAt: row.retiredAt ? row.retiredAt.toISOString() : null,
    hours: row.weeklyHours ?? null,
    daysOff,
    version: row.version,
  };
}

/** Every doctor, retired ones included, in list order, with their days off from today on. */
export async function listDoctorRecords(db: Db | Tx, today: CalendarDate, onlyId?: string): Promise<DoctorRecord[]> {
  const [rows, dayOffRows] = await Promise.all([
    db
      .select()
      .from(doctors)
      .where(onlyId ? eq(doctors.id, onlyId) : undefined)
      .orderBy(asc(doctors.position), asc(doctors.name)),
    db
      .select({ doctorId: doctorDaysOff.doctorId, slotDate: doctorDaysOff.slotDate, note: doctorDaysOff.note })
      .from(doctorDaysOff)
      .where(onlyId ? eq(doctorDaysOff.doctorId, onlyId) : undefined),
  ]);
  const byDoctor = new Map<string, DayOff[]>();
  for (const row of dayOffRows)
    byDoctor.set(row.doctorId, [...(byDoctor.get(row.doctorId) ?? []), { slotDate: row.slotDate, note: row.note }]);
  return rows.map((row) => recordOf(row, upcoming(byDoctor.get(row.id) ?? [], today)));
}

/** Public answers (the doctor list, the sitemap) and this process's schedule copy go when a doctor changes. */
function afterChange(db: Db, doctorId?: string) {
  answerCacheFor(db).invalidate('doctors');
  if (doctorId) forgetSchedule(db, doctorId);
}

function columnsOf(values: DoctorValues) {
  return {
    name: values.name,
    email: values.email.toLowerCase(),
    image: values.image,
    speciality: values.speciality,
    degree: values.degree,
    experience: values.experience,
    about: { id: values.about.id, en: values.about.en ?? '' },
    fees: values.fees,
    address: { line1: values.address.line1, line2: values.address.line2 ?? '' },
  };
}

/** A new doctor at the end of the list, available, with the clinic's hours. */
async function insertDoctor(db: Db, values: DoctorValues, actor: Actor, today: CalendarDate): Promise<DoctorRecord> {
  const created = await db.transaction(async (tx) => {
    // One list order at a time: two creations never take the same place.
    await tx.execute(sql`LOCK TABLE ${doctors} IN SHARE ROW EXCLUSIVE MODE`);
    const [last] = await tx.select({ position: max(doctors.position) }).from(doctors);
    const [row] = await tx
      .insert(doctors)
      .values({ ...columnsOf(values), position: (last?.position ?? -1) + 1 })
      .returning();
    await recordAudit(tx, actor, 'doctor.create', row!.name, { id: row!.id });
    return row!;
  });
  afterChange(db);
  return recordOf(created, upcoming([], today));
}

/**
 * Runs `change` on the doctor's row locked FOR UPDATE, after checking the version when one
 * is given, then raises the version. The lock is what a racing booking waits for.
 */
export async function changeDoctor<T>(
  db: Db,
  id: string,
  version: number | undefined,
  change: (tx: Tx, row: DoctorRow) => Promise<T>,
): Promise<SaveOutcome<T>> {
  if (!isUuid(id)) return { outcome: 'missing' };
  const result = await db.transaction(async (tx): Promise<SaveOutcome<T>> => {
    const [row] = await tx.select().from(doctors).where(eq(doctors.id, id)).for('update');
    if (!row) return { outcome: 'missing' };
    if (version !== undefined && row.version !== version) return { outcome: 'stale' };
    const value = await change(tx, row);
    await tx
      .update(doctors)
      .set({ version: sql`${doctors.version} + 1` })
      .where(eq(doctors.id, id));
    return { outcome: 'saved', value };
  });
  if (result.outcome === 'saved') afterChange(db, id);
  return result;
}

export async function recordAfter(db: Db, id: string, today: CalendarDate): Promise<DoctorRecord> {
  const [record] = await listDoctorRecords(db, today, id);
  return record!;
}

async function saveDoctor(
  db: Db,
  id: string,
  values: DoctorEditValues,
  actor: Actor,
  today: CalendarDate,
): Promise<SaveOutcome<DoctorRecord>> {
  const result = await changeDoctor(db, id, values.version, async (tx, row) => {
    await tx.update(doctors).set(columnsOf(values)).where(eq(doctors.id, id));
    await recordAudit(tx, actor, 'doctor.update', values.name, { id, version: row.version + 1 });
  });
  return result.outcome === 'saved' ? { outcome: 'saved', value: await recordAfter(db, id, today) } : result;
}

export type DoctorFlag = 'available' | 'retired';

/** Marks the doctor available or not, or retires / restores them (their appointments stay). */
export async function setDoctorFlag(
  db: Db,
  id: string,
  flag: DoctorFlag,
  change: { value: boolean; version: number },
  actor: Actor,
  now: Date,
  today: CalendarDate,
): Promise<SaveOutcome<DoctorRecord>> {
  const result = await changeDoctor(db, id, change.version, async (tx, row) => {
    const columns =
      flag === 'available' ? { available: change.value } : { retiredAt: change.value ? (row.retiredAt ?? now) : null };
    await tx.update(doctors).set(columns).where(eq(doctors.id, id));
    const action =
      flag === 'available'
        ? change.value
          ? 'doctor.available'
          : 'doctor.unavailable'
        : change.value
          ? 'doctor.retire'
          : 'doctor.restore';
    await recordAudit(tx, actor, action, row.name, { id });
  });
  return result.outcome === 'saved' ? { outcome: 'saved', value: await recordAfter(db, id, today) } : result;
}

/** Puts the doctors (retired ones included) in the order of `ids`, which must name each exactly once. */
export async function reorderDoctors(db: Db, ids: string[], actor: Actor): Promise<'saved' | 'mismatch'> {
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${doctors} IN SHARE ROW EXCLUSIVE MODE`);
    const current = await tx.select({ id: doctors.id, name: doctors.name }).from(doctors);
    const known = new Map(current.map((row) => [row.id, row.name]));
    const named = new Set(ids);
    if (named.size !== ids.length || named.size !== known.size || ids.some((id) => !known.has(id)))
      return 'mismatch' as const;
    for (const [position, id] of ids.entries()) {
      await tx.update(doctors).set({ position }).where(eq(doctors.id, id));
    }
    await recordAudit(tx, actor, 'doctor.reorder', 'doctors', { order: ids.map((id) => known.get(id)!) });
    return 'saved' as const;
  });
  if (outcome === 'saved') afterChange(db);
  return outcome;
}

/** Whether another doctor already has this e-mail (the column is unique). */
export async function doctorEmailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const rows = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.email, email.toLowerCase()));
  return rows.some((row) => row.id !== exceptId);
}

/** A second doctor with the same e-mail: the unique column says so even when the check raced. */
async function withUniqueEmail<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DOCTOR_EMAIL_TAKEN);
    throw error;
  }
}

/** Adds a doctor at the end of the list; a conflict when another doctor has the e-mail. */
export const createDoctor = (...args: Parameters<typeof insertDoctor>) => withUniqueEmail(() => insertDoctor(...args));

/** Saves a doctor's edit (see saveDoctor); a conflict when another doctor has the e-mail. */
export const updateDoctor = (...args: Parameters<typeof saveDoctor>) => withUniqueEmail(() => saveDoctor(...args));
