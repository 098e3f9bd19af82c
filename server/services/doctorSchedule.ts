// A doctor's schedule (weekly hours and days off) as the booking rules read it. The shared
// slot module (src/shared/slots.ts) applies it; this file only fetches it.
//
// Booking stays one statement in the common case: each process keeps the schedule it last
// read per doctor together with the doctor's `version`, and the booking INSERT only goes
// through while the row still has that version (services/booking.ts). Every change to a
// doctor's schedule and flags, its hours and its days off included, raises the version, so a
// schedule that is stale here (changed by this process or another one) costs one extra read
// and a retry, never a booking outside the doctor's hours. Publishing the profile or taking it
// off the site leaves the version: the booking statement itself checks that the doctor is
// published and reads the fee from the row.
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, BOOKING_DAYS, toDateKey, wallClockAt } from '../../src/shared/slots';
import type { DoctorSchedule } from '../../src/shared/weeklyHours';
import type { Db } from '../db/connect';
import { doctorDaysOff, doctors } from '../db/schema';

export type BookingSchedule = DoctorSchedule & {
  version: number;
  /** Published, available and not retired: whether the public may book the doctor at all. */
  bookable: boolean;
  available: boolean;
  /** Whether the site shows the doctor at all: one it does not is, to the public, no doctor. */
  published: boolean;
};

/** A database handle or a transaction of one: anything that can read. */
type Reader = Pick<Db, 'select'>;

/** The read of a doctor's schedule, for the prepared booking read and for a read inside a transaction. */
function scheduleQuery(reader: Reader) {
  return reader
    .select({
      version: doctors.version,
      available: doctors.available,
      retiredAt: doctors.retiredAt,
      publishedAt: doctors.publishedAt,
      hours: doctors.weeklyHours,
      // JSON rather than a text[]: both drivers hand JSON back parsed. Qualified by hand:
      // Drizzle writes a select's columns unqualified, and "id" would name the day off's.
      daysOff: sql<
        string[]
      >`coalesce((select jsonb_agg(off.slot_date) from doctor_days_off off where off.doctor_id = ${sql.raw('"doctors"."id"')}), '[]'::jsonb)`,
    })
    .from(doctors);
}

type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleQuery>['execute']>>[number];

const toSchedule = (row: ScheduleRow): BookingSchedule => ({
  version: row.version,
  available: row.available,
  bookable: row.available && row.retiredAt === null && row.publishedAt !== null,
  published: row.publishedAt !== null,
  hours: row.hours,
  daysOff: row.daysOff,
});

function prepareScheduleRead(db: Db) {
  return scheduleQuery(db)
    .where(eq(doctors.id, sql.placeholder('docId')))
    .prepare('doctor_schedule');
}

/**
 * The doctor's schedule as it is now, read with `reader` (inside a transaction, say) and
 * not cached: for a change that must see the very schedule it is checked against.
 */
export async function currentSchedule(reader: Reader, docId: string): Promise<BookingSchedule | undefined> {
  const [row] = await scheduleQuery(reader).where(eq(doctors.id, docId));
  return row ? toSchedule(row) : undefined;
}

const statements = new WeakMap<Db, ReturnType<typeof prepareScheduleRead>>();
const cached = new WeakMap<Db, Map<string, BookingSchedule>>();

function cacheOf(db: Db): Map<string, BookingSchedule> {
  let cache = cached.get(db);
  if (!cache) {
    cache = new Map();
    cached.set(db, cache);
  }
  return cache;
}

/**
 * The doctor's schedule: from this process's cache unless `fresh`, from the database
 * otherwise (and then cached). Undefined for an unknown doctor.
 */
export async function bookingSchedule(db: Db, docId: string, fresh: boolean): Promise<BookingSchedule | undefined> {
  const cache = cacheOf(db);
  if (!fresh) {
    const known = cache.get(docId);
    if (known) return known;
  }
  let statement = statements.get(db);
  if (!statement) {
    statement = prepareScheduleRead(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ docId });
  if (!row) {
    cache.delete(docId);
    return undefined;
  }
  const schedule = toSchedule(row);
  cache.set(docId, schedule);
  return schedule;
}

/** Drops this process's copy at once after a change it made (other processes find out by the version). */
export function forgetSchedule(db: Db, docId: string): void {
  cached.get(db)?.delete(docId);
}

/**
 * The date keys the public list reports days off for: the booking window, plus one day so
 * a list cached over midnight still knows the day that then enters the window.
 */
export function listedDayKeys(now: Date, timeZone: string): string[] {
  const clock = wallClockAt(now, timeZone);
  const keys: string[] = [];
  for (let offset = 0; offset <= BOOKING_DAYS; offset += 1) keys.push(toDateKey(addDays(clock, offset)));
  return keys;
}

/** Each doctor's days off among `keys` (in the keys' order), as the public list carries them. */
export async function daysOffWithin(db: Db, keys: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ doctorId: doctorDaysOff.doctorId, slotDate: doctorDaysOff.slotDate })
    .from(doctorDaysOff)
    .where(inArray(doctorDaysOff.slotDate, keys));
  rows.sort((a, b) => keys.indexOf(a.slotDate) - keys.indexOf(b.slotDate));
  const byDoctor = new Map<string, string[]>();
  for (const row of rows) byDoctor.set(row.doctorId, [...(byDoctor.get(row.doctorId) ?? []), row.slotDate]);
  return byDoctor;
}
