// Every dictionary key the restaurants, theme and site-texts sections name is in the
// dictionary in both languages (a missing one would show as its key).
import { expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allStrings } from '../../shared/dictionary';

const folders = ['restaurants', 'theme', 'translations'];
const keys = new Set<string>();
for (const folder of folders) {
  const dir = path.join(__dirname, folder);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/'(admin\.[\w.]+[\w])'/g)) keys.add(match[1]!);
  }
}
for (const name of ['primary', 'secondary']) keys.add(`admin.theme.${name}`).add(`admin.theme.colour.${name}`);

test('the sections name keys', () => {
  expect(keys.size).toBeGreaterThan(40);
});

test.each([...keys])('%s is in both languages', (key) => {
  expect(allStrings[key]?.id).toBeTruthy();
  expect(allStrings[key]?.en).toBeTruthy();
});
