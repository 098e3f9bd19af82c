import zlib from 'node:zlib';
import { splicePage, splicedGzip } from './splicedGzip';

const head = `<!doctype html><html lang="id"><head><title>Halaman tidak ditemukan</title></head><body>${'<p>Halaman tidak ditemukan — periksa alamatnya.</p>'.repeat(200)}<a `;
const tail = ` hrefLang="en">EN</a>${'<footer>Nusantara Rasa Group © 2026</footer>'.repeat(150)}</body></html>`;

test('the spliced gzip is the whole page, whatever goes in the middle', () => {
  const page = splicePage(head, tail);
  for (const middle of ['href="/en/no-such-page-1"', 'href="/en/a/b/c?x=%C3%A9"', '', 'href="/en/kota-é-ü-🍜"']) {
    const gzip = splicedGzip(page, middle);
    expect(zlib.gunzipSync(gzip).toString()).toBe(head + middle + tail);
  }
});

test('its checksum and size are those of the whole text (a strict decoder accepts it)', () => {
  const page = splicePage(head, tail);
  const middle = 'href="/en/no-such-page-2"';
  const gzip = splicedGzip(page, middle);
  const whole = Buffer.from(head + middle + tail);
  expect(gzip.readUInt32LE(gzip.length - 8)).toBe(zlib.crc32(whole));
  expect(gzip.readUInt32LE(gzip.length - 4)).toBe(whole.length);
  // Decoding it as a stream fails on a wrong checksum: flip one byte of it.
  const broken = Buffer.from(gzip);
  broken[broken.length - 8] ^= 1;
  expect(() => zlib.gunzipSync(broken)).toThrow();
});

test('a middle longer than one stored block is split over several', () => {
  const page = splicePage(head, tail);
  const middle = 'x'.repeat(70_000 * 2 + 17);
  expect(zlib.gunzipSync(splicedGzip(page, middle)).toString()).toBe(head + middle + tail);
});

test('it is about as small as compressing the page whole', () => {
  const page = splicePage(head, tail);
  const middle = 'href="/en/no-such-page-3"';
  const whole = zlib.gzipSync(head + middle + tail, { level: 9 });
  expect(splicedGzip(page, middle).length).toBeLessThan(whole.length + 64);
});
