// The embedded database's reused statements answer exactly as PGlite's own query() does.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { reuseParsedStatements } from './pgliteStatements';

let plain: PGlite;
let reusing: PGlite;

const SCHEMA = `
  create table notes (id int primary key, body jsonb not null, at timestamptz not null, done boolean not null default false, label text);
  insert into notes values (1, '{"a": [1, 2]}', '2026-03-04T02:00:00.123Z', false, null), (2, '{"b": "x"}', '2026-03-05T02:00:00Z', true, 'two');
`;

beforeAll(async () => {
  plain = new PGlite();
  reusing = new PGlite();
  await Promise.all([plain.exec(SCHEMA), reusing.exec(SCHEMA)]);
  // Two statements at most, so the third distinct text closes the oldest.
  reuseParsedStatements(reusing, 2);
}, 60_000);
afterAll(async () => {
  await plain.close();
  await reusing.close();
});

const namedStatements = async () =>
  (await reusing.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;

test('rows, types and parameters come back as from a plain query, call after call', async () => {
  const text = 'select id, body, at, done, label from notes where id = any($1::int[]) or label = $2 order by id';
  for (const params of [
    [[1], 'two'],
    [[1, 2], null],
    [[], 'none'],
  ]) {
    const expected = await plain.query(text, params);
    expect(await reusing.query(text, params)).toEqual(expected);
    expect(await reusing.query(text, params, { rowMode: 'array' })).toEqual(
      await plain.query(text, params, { rowMode: 'array' }),
    );
  }
});

test('keeps at most the given number of statements and still answers an evicted one', async () => {
  const texts = ['select 1 as one', 'select $1::int + 1 as two', 'select $1::text as three'];
  for (const round of [0, 1]) {
    expect((await reusing.query<{ one: number }>(texts[0])).rows).toEqual([{ one: 1 }]);
    expect((await reusing.query<{ two: number }>(texts[1], [round])).rows).toEqual([{ two: round + 1 }]);
    expect((await reusing.query<{ three: string }>(texts[2], ['x'])).rows).toEqual([{ three: 'x' }]);
  }
  // The count's own statement is one of the two kept.
  expect(await namedStatements()).toBeLessThanOrEqual(2);
});

test("the database's error comes through and the next statement runs normally", async () => {
  const insert = 'insert into notes (id, body, at) values ($1, $2, now())';
  await expect(reusing.query(insert, [1, { c: 1 }])).rejects.toMatchObject({ code: '23505' });
  await reusing.query(insert, [3, { c: 1 }]);
  expect((await reusing.query<{ body: unknown }>('select body from notes where id = $1', [3])).rows).toEqual([
    { body: { c: 1 } },
  ]);
});

test('waits for an open transaction instead of running inside it', async () => {
  const count = 'select count(*)::int as n from notes where label = $1';
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = reusing.transaction(async (tx) => {
    await tx.query("insert into notes (id, body, at, label) values (10, '{}', now(), 'tx')");
    await held;
    await tx.rollback();
  });
  // Let the transaction take the database before the read is asked for.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const read = reusing.query<{ n: number }>(count, ['tx']);
  release();
  await transaction;
  // Run inside the transaction it would have seen its uncommitted row.
  expect((await read).rows).toEqual([{ n: 0 }]);
});
