import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from './connect';
import { contentDocuments, doctors, outlets, restaurants, siteSettings } from './schema';
import { seedDatabase } from './seed';
import { openTestDatabase } from '../test/harness';

test('seeding twice adds nothing and never overwrites edited rows', async () => {
  const database = await openTestDatabase();
  try {
    const { db } = database;
    await seedDatabase(db);
    const counts = async () => ({
      doctors: (await db.select({ n: count() }).from(doctors))[0].n,
      restaurants: (await db.select({ n: count() }).from(restaurants))[0].n,
      outlets: (await db.select({ n: count() }).from(outlets))[0].n,
      documents: (await db.select({ n: count() }).from(contentDocuments))[0].n,
    });
    const first = await counts();
    expect(first.doctors).toBeGreaterThanOrEqual(12);
    expect(first.restaurants).toBeGreaterThanOrEqual(6);
    expect(first.outlets).toBeGreaterThanOrEqual(first.restaurants * 3);
    expect(first.documents).toBe(14);

    await db.update(siteSettings).set({ value: { colors: { primary: '#123456' } } }).where(eq(siteSettings.key, 'theme'));
    const [doctor] = await db.select().from(doctors).limit(1);
    await db.update(doctors).set({ fees: 999 }).where(eq(doctors.id, doctor.id));

    await seedDatabase(db);
    expect(await counts()).toEqual(first);
    const [theme] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'theme'));
    expect(theme.value).toEqual({ colors: { primary: '#123456' } });
    const [edited] = await db.select().from(doctors).where(eq(doctors.id, doctor.id));
    expect(edited.fees).toBe(999);
  } finally {
    await database.close();
  }
});

test('the seeded doctors cover all six specialities and some are not available', async () => {
  const database = await openTestDatabase();
  try {
    await seedDatabase(database.db);
    const rows = await database.db.select().from(doctors);
    expect(new Set(rows.map((row) => row.speciality))).toEqual(
      new Set(['General physician', 'Gynecologist', 'Dermatologist', 'Pediatricians', 'Neurologist', 'Gastroenterologist']),
    );
    expect(rows.some((row) => !row.available)).toBe(true);
  } finally {
    await database.close();
  }
});

// The embedded database keeps its data in DATA_DIR across restarts (always PGlite, whatever engine the suite tests).
test('PGlite data survives closing and reopening the folder', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pglite-'));
  const first = await openDatabase({ dataDir });
  await first.db.insert(siteSettings).values({ key: 'restart-check', value: { kept: true } });
  await first.close();

  const second = await openDatabase({ dataDir });
  const [row] = await second.db.select().from(siteSettings).where(eq(siteSettings.key, 'restart-check'));
  await second.close();
  expect(row.value).toEqual({ kept: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});
