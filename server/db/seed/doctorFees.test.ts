// The demo doctors' fees follow the site's CURRENCY on a first start: whole Rupiah with
// idr, the dollar numbers with the default; a later start in another currency rewrites none.
import { expect, test } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import { openTestDatabase } from '../../test/harness';
import { doctors } from '../schema';
import { doctorsSeed } from './doctorsData';
import { seedDatabase } from '.';

/** The doctors' fees by e-mail address on a fresh database seeded for `currency`. */
async function seededFees(currency?: string): Promise<Record<string, number>> {
  const database = await openTestDatabase();
  try {
    await seedDatabase(database.db, currency === undefined ? {} : { currency });
    const rows = await database.db.select({ email: doctors.email, fees: doctors.fees }).from(doctors);
    return Object.fromEntries(rows.map((row) => [row.email, row.fees]));
  } finally {
    await database.close();
  }
}

const byEmail = (pick: (doctor: (typeof doctorsSeed)[number]) => number) =>
  Object.fromEntries(doctorsSeed.map((doctor) => [doctor.email, pick(doctor)]));

test('a fresh database with CURRENCY=idr holds the doctors’ fees in whole Rupiah', async () => {
  const fees = await seededFees('idr');
  expect(fees).toEqual(byEmail((doctor) => doctor.feesIdr));
  expect(fees['rizky.pratama@klinik.nusantararasa.co.id']).toBe(150_000);
  for (const fee of Object.values(fees)) {
    expect(Number.isInteger(fee)).toBe(true);
    // A clinic's price, not a dollar number read as Rupiah.
    expect(fee).toBeGreaterThanOrEqual(100_000);
    expect(fee % 5_000).toBe(0);
  }
});

test('a fresh database with the default currency (or another) holds today’s dollar fees', async () => {
  for (const currency of [undefined, 'usd', 'USD', 'inr']) {
    const fees = await seededFees(currency);
    expect(fees).toEqual(byEmail((doctor) => doctor.fees));
    expect(fees['rizky.pratama@klinik.nusantararasa.co.id']).toBe(40);
  }
});

test('the Rupiah fees rank the doctors as the dollar fees do', () => {
  const ranked = [...doctorsSeed].sort((a, b) => a.fees - b.fees);
  const rupiah = ranked.map((doctor) => doctor.feesIdr);
  expect(rupiah).toEqual([...rupiah].sort((a, b) => a - b));
});

test('a later start in Rupiah rewrites no fee the first start stored', async () => {
  const database = await openTestDatabase();
  try {
    await seedDatabase(database.db, { currency: 'usd' });
    const [first] = await database.db.select().from(doctors).orderBy(asc(doctors.position)).limit(1);
    await seedDatabase(database.db, { currency: 'idr' });
    const [again] = await database.db.select().from(doctors).where(eq(doctors.id, first.id));
    expect(again.fees).toBe(first.fees);
  } finally {
    await database.close();
  }
});
