// The console's side of doctors: every field in both languages, the order of the list,
// availability, retirement, and the schedule. The public profile (the form's fields but the
// e-mail) is published through drafts (services/publishing/kinds/doctors.ts): a save writes
// the draft and the public row changes only when a publish commits. The rest is the clinic's
// day-to-day and changes at once: every such change locks the doctor's row and raises the
// row's version in one transaction with its audit entry, which is the weekly hours' stale-save
// check and what keeps a booking that raced a schedule change out (services/booking.ts checks
// it in the booking statement).
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { DayOff, DoctorRecord } from '../../src/shared/doctorRecords';
import { parseDateKey, wallClockAt, type CalendarDate } from '../../src/shared/slots';
import type { DoctorEditValues, DoctorValues } from '../../src/shared/validation/doctor';
import { isUuid } from '../../src/shared/ids';
import { DOCTOR_EMAIL_TAKEN } from '../../src/shared/messages/doctors';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { doctorDaysOff, doctors } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { conflict } from './failures';
import { describeRecords, type RecordDescription } from './publishing/describe';
import { saveDraft, startDraft } from './publishing/heads';
import {
  doctorKind,
  dropDoctorAnswers,
  profileIn,
  profileOf,
  profileOfValues,
  publicDoctorOf,
} from './publishing/kinds/doctors';
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

/** The doctor as the console edits it: the profile's working copy over the row's own fields. */
function recordOf(row: DoctorRow, daysOff: DayOff[], described: RecordDescription): DoctorRecord {
  // A row the site does not show and that has no draft (made outside the console) shows as stored.
  const profile = described.working ? profileIn(described.working) : profileOf(row);
  return {
    id: row.id,
    position: row.position,
    email: row.email,
    ...profile,
    available: row.available,
    retiredAt: row.retiredAt ? row.retiredAt.toISOString() : null,
    hours: row.weeklyHours ?? null,
    daysOff,
    version: described.version,
    scheduleVersion: row.version,
    publishing: described.publishing,
  };
}

/** Every doctor, retired ones included, in list order, with their days off from today on. */
export async function listDoctorRecords(db: Db, today: CalendarDate, onlyId?: string): Promise<DoctorRecord[]> {
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
  const described = await describeRecords(
    db,
    doctorKind,
    rows.map((row) => ({ key: row.id, record: publicDoctorOf(row) })),
  );
  return rows.map((row) => recordOf(row, upcoming(byDoctor.get(row.id) ?? [], today), described.get(row.id)!));
}

/**
 * A new doctor at the end of the list, available, with the clinic's hours, and hidden: the
 * row holds the form's values but the site shows nothing of it (nobody can book it) until
 * its draft is first published.
 */
async function insertDoctor(
  db: Db,
  values: DoctorValues,
  actor: Actor,
  now: Date,
  today: CalendarDate,
): Promise<DoctorRecord> {
  const created = await db.transaction(async (tx) => {
    // One list order at a time: two creations never take the same place.
    await tx.execute(sql`LOCK TABLE ${doctors} IN SHARE ROW EXCLUSIVE MODE`);
    const [last] = await tx.select({ position: max(doctors.position) }).from(doctors);
    const [row] = await tx
      .insert(doctors)
      .values({
        ...profileOfValues(values),
        email: values.email.toLowerCase(),
        position: (last?.position ?? -1) + 1,
        publishedAt: null,
      })
      .returning();
    await recordAudit(tx, actor, 'doctor.create', row!.name, { id: row!.id });
    await startDraft(tx, doctorKind, row!.id, profileOf(row!), row!.version, actor, now);
    return row!;
  });
  // The console's list shows the new doctor; the public answers do not change.
  return recordAfter(db, created.id, today);
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
  if (result.outcome === 'saved') dropDoctorAnswers(db, id);
  return result;
}

export async function recordAfter(db: Db, id: string, today: CalendarDate): Promise<DoctorRecord> {
  const [record] = await listDoctorRecords(db, today, id);
  return record!;
}

export type DoctorSaved = { record: DoctorRecord; version: number };

/**
 * Saves the form on the version seen: the profile as the doctor's draft, the e-mail at once,
 * both in one transaction (the draft's savepoint inside it). The e-mail stays out of drafts:
 * no public answer shows it (the list never carries it), it is unique among doctors, which a
 * draft could only find out when published, and it is not how the doctor signs in (an account
 * is linked by services/doctorAccounts.ts). The version raised by the draft covers it too, so
 * a stale form is refused whole.
 */
async function saveDoctor(
  db: Db,
  id: string,
  values: DoctorEditValues,
  actor: Actor,
  now: Date,
  today: CalendarDate,
): Promise<SaveOutcome<DoctorSaved>> {
  const email = values.email.toLowerCase();
  const result = await db.transaction(async (tx) => {
    const draft = await saveDraft(tx, doctorKind, id, profileOfValues(values), values.version, actor, now);
    if (draft.outcome !== 'saved') return draft;
    const changed = await tx
      .update(doctors)
      .set({ email })
      .where(and(eq(doctors.id, id), ne(doctors.email, email)))
      .returning({ name: doctors.name });
    if (changed.length > 0) await recordAudit(tx, actor, 'doctor.email', changed[0]!.name, { id, email });
    return draft;
  });
  if (result.outcome === 'stale' || result.outcome === 'missing') return { outcome: result.outcome };
  if (result.outcome !== 'saved') throw new Error(`A draft save answered ${result.outcome}`);
  return { outcome: 'saved', value: { record: await recordAfter(db, id, today), version: result.version } };
}

export type DoctorFlag = 'available' | 'retired';

/**
 * Marks the doctor available or not, or retires / restores them (their appointments stay).
 * No version is checked: the change sets the flag to a value rather than turning it over, so
 * a change made on an older view loses nothing, and the console's version is the profile's.
 */
export async function setDoctorFlag(
  db: Db,
  id: string,
  flag: DoctorFlag,
  value: boolean,
  actor: Actor,
  now: Date,
  today: CalendarDate,
): Promise<SaveOutcome<DoctorRecord>> {
  const result = await changeDoctor(db, id, undefined, async (tx, row) => {
    const columns = flag === 'available' ? { available: value } : { retiredAt: value ? (row.retiredAt ?? now) : null };
    await tx.update(doctors).set(columns).where(eq(doctors.id, id));
    const action =
      flag === 'available'
        ? value
          ? 'doctor.available'
          : 'doctor.unavailable'
        : value
          ? 'doctor.retire'
          : 'doctor.restore';
    await recordAudit(tx, actor, action, row.name, { id });
  });
  return result.outcome === 'saved' ? { outcome: 'saved', value: await recordAfter(db, id, today) } : result;
}

/**
 * Puts the doctors (retired ones included) in the order of `ids`, which must name each exactly
 * once. At once, outside drafts: the list's order is no part of a doctor's versions.
 */
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
  if (outcome === 'saved') dropDoctorAnswers(db);
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
