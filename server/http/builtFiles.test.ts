import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtFiles, overlongSegment } from './builtFiles';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'favicon.ico'), '');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a path may name a file when its first segment is a name at the top of the folder', () => {
  const files = builtFiles(dir);
  expect(files.mayBeFile('/assets/main.1234.js')).toBe(true);
  expect(files.mayBeFile('/assets/no-such-file.js?v=2')).toBe(true);
  expect(files.mayBeFile('/favicon.ico')).toBe(true);
  expect(files.mayBeFile('/no-such-page-42')).toBe(false);
  expect(files.mayBeFile('/Assets/main.1234.js')).toBe(false);
  // Encoded as a browser may write it; one that does not decode is the static handler's to refuse.
  expect(files.mayBeFile('/fav%69con.ico')).toBe(true);
  expect(files.mayBeFile('/%E0%A4%A')).toBe(true);
});

test('a file written at the top later is known within the refresh, and the folder is read at most once per refresh', () => {
  let now = 0;
  const readdir = jest.spyOn(fs, 'readdirSync');
  const files = builtFiles(dir, 1000, () => now);
  expect(files.mayBeFile('/late.txt')).toBe(false);
  fs.writeFileSync(path.join(dir, 'late.txt'), 'x');
  now = 999;
  for (let i = 0; i < 50; i += 1) expect(files.mayBeFile('/late.txt')).toBe(false);
  now = 1000;
  expect(files.mayBeFile('/late.txt')).toBe(true);
  expect(readdir).toHaveBeenCalledTimes(2);
  readdir.mockRestore();
});

test('a folder that does not exist names no file', () => {
  expect(builtFiles(path.join(dir, 'missing')).mayBeFile('/assets/x.js')).toBe(false);
});

test('a segment longer than a file name can be', () => {
  expect(overlongSegment(`/${'a'.repeat(256)}`)).toBe(true);
  expect(overlongSegment(`/${'a'.repeat(255)}/b?${'q'.repeat(400)}`)).toBe(false);
});
