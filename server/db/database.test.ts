import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from './connect';
import { contentDocuments, doctors, outlets, restaurants, siteSettings } from './schema';
import { seedDatabase } from './seed';
import { openTestDatabase } from '../test/harness';
import { migratedTemplate } from '../test/pgliteTemplate';

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

    await db
      .update(siteSettings)
      .set({ value: { colors: { primary: '#123456' } } })
      .where(eq(siteSettings.key, 'theme'));
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
      new Set([
        'General physician',
        'Gynecologist',
        'Dermatologist',
        'Pediatricians',
        'Neurologist',
        'Gastroenterologist',
      ]),
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

/** The rows of a query, as both engines' drivers answer it. */
const rowsOf = async (database: Database, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;

// The tests start their PGlite databases from a dump of a migrated one (test/pgliteTemplate.ts):
// such a database must be what migrating an empty one gives, and each one its own.
test('a PGlite database started from the tests’ migrated dump has the schema and journal of a fresh one, and its own rows', async () => {
  const catalog = `SELECT table_name, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`;
  const journal = 'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id';
  const fresh = await openDatabase({});
  const dump = await migratedTemplate();
  const [first, second] = await Promise.all([openDatabase({ startFrom: dump }), openDatabase({ startFrom: dump })]);
  try {
    const freshCatalog = await rowsOf(fresh, catalog);
    expect(freshCatalog.length).toBeGreaterThan(100);
    expect(await rowsOf(first, catalog)).toEqual(freshCatalog);
    expect(await rowsOf(first, journal)).toEqual(await rowsOf(fresh, journal));

    await first.db.insert(siteSettings).values({ key: 'template-check', value: { only: 'first' } });
    expect(await first.db.select().from(siteSettings).where(eq(siteSettings.key, 'template-check'))).toHaveLength(1);
    expect(await second.db.select().from(siteSettings).where(eq(siteSettings.key, 'template-check'))).toHaveLength(0);
  } finally {
    await Promise.all([fresh.close(), first.close(), second.close()]);
  }
});

test('an in-memory PGlite database starts from the dump it is given, and is migrated on top of it', async () => {
  const bare = new PGlite();
  await bare.exec("CREATE TABLE start_marker (note text); INSERT INTO start_marker VALUES ('from the dump')");
  const dump = await bare.dumpDataDir('none');
  await bare.close();
  const database = await openDatabase({ startFrom: dump });
  try {
    expect(await rowsOf(database, 'SELECT note FROM start_marker')).toEqual([{ note: 'from the dump' }]);
    expect(await database.db.select().from(siteSettings)).toEqual([]);
  } finally {
    await database.close();
  }
});
