import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA, SHARE_SIZE, shareFileName } from '../src/shared/mediaManifest';
import { renderSharePicture, writeSharePictures } from './sharePicture';

const SOURCE = path.join(__dirname, '..', 'assets', 'media');
const svgOf = (name: string) => fs.readFileSync(path.join(SOURCE, `${name}.svg`));

test('the page-level pictures, and only they, have a share picture', () => {
  const shared = Object.keys(MEDIA).filter((name) => MEDIA[name].share);
  for (const name of shared) expect(name).toMatch(/^(hero-.+|banner-.+|brand-.+-header|doctor-\d+)$/);
  for (const prefix of ['hero-', 'banner-', 'doctor-'])
    expect(shared.filter((name) => name.startsWith(prefix)).length).toBeGreaterThan(0);
  expect(shared.filter((name) => /^brand-.+-header$/.test(name))).toHaveLength(
    Object.keys(MEDIA).filter((name) => /^brand-.+-header$/.test(name)).length,
  );
  // A square portrait is framed whole; wide artwork fills the frame.
  expect(MEDIA['doctor-01'].share).toBe('contain');
  expect(MEDIA['hero-feast'].share).toBe('cover');
});

test.each(['hero-feast', 'banner-about', 'brand-sate-senja-header', 'doctor-01'])(
  '%s renders as a progressive 1200×630 JPEG',
  async (name) => {
    const bytes = await renderSharePicture(svgOf(name), MEDIA[name]);
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, progressive: meta.isProgressive }).toEqual({
      format: 'jpeg',
      ...SHARE_SIZE,
      progressive: true,
    });
  },
);

test('a portrait keeps its whole picture: the middle of the frame is the portrait at full height, the sides its own colour', async () => {
  const entry = MEDIA['doctor-03'];
  const share = await renderSharePicture(svgOf('doctor-03'), entry);
  const side = SHARE_SIZE.height;
  const left = (SHARE_SIZE.width - side) / 2;
  const middle = await sharp(share)
    .extract({ left, top: 0, width: side, height: side })
    .resize(60, 60)
    .raw()
    .toBuffer();
  const whole = await sharp(svgOf('doctor-03'), { density: (72 * side) / entry.width })
    .resize(side, side)
    .flatten({ background: '#ffffff' })
    .resize(60, 60)
    .raw()
    .toBuffer();
  const difference = middle.reduce((sum, value, i) => sum + Math.abs(value - whole[i]), 0) / middle.length;
  expect(difference).toBeLessThan(4);
  // The margins are one calm colour, close to the portrait's own sides.
  const margin = await sharp(
    await sharp(share)
      .extract({ left: 0, top: 0, width: left - 10, height: SHARE_SIZE.height })
      .toBuffer(),
  ).stats();
  for (const channel of margin.channels.slice(0, 3)) expect(channel.stdev).toBeLessThan(3);
});

test('writeSharePictures writes <name>-share.jpg for the named items and refuses an item without one', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'share-pictures-'));
  await writeSharePictures(['banner-career'], SOURCE, out);
  expect(fs.readdirSync(out)).toEqual([shareFileName('banner-career')]);
  await expect(writeSharePictures(['food-rendang'], SOURCE, out)).rejects.toThrow(/no share picture/);
});
