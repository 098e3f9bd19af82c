import QRCode from 'qrcode';
import { crc16Ccitt, emvField, QR_OPTIONS, qrSvg, TEST_QRIS_MERCHANT, testQrisPayload } from './testQris';

/** Reads an EMV payload's fields (ID, two-digit length, value) into a map, in order. */
function fieldsOf(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length))
      throw new Error(`not an EMV field at ${at}: ${payload.slice(at)}`);
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/**
 * The dark modules an SVG drawn by the qrcode package shows, read back from its path: runs of
 * `h` strokes along rows at y + 0.5, moved between with `M` and relative `m`.
 */
function modulesDrawn(svg: string): { size: number; dark: Set<string> } {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let step = 0; step < Number(a); step += 1) dark.add(`${x + step},${Math.floor(y)}`);
      x += Number(a);
    }
  }
  return { size, dark };
}

test('the CRC is CRC-16/CCITT-FALSE: its standard check value, four upper-case hex digits', () => {
  expect(crc16Ccitt('123456789')).toBe('29B1');
  expect(crc16Ccitt('')).toBe('FFFF');
  expect(crc16Ccitt('A')).toMatch(/^[0-9A-F]{4}$/);
});

test('a field is its ID, a two-digit length and the value', () => {
  expect(emvField('59', 'TEST MERCHANT')).toBe('5913TEST MERCHANT');
  expect(() => emvField('5', 'x')).toThrow(RangeError);
  expect(() => emvField('62', 'x'.repeat(100))).toThrow(RangeError);
});

test('the payload is a dynamic QRIS of the amount in Rupiah, for a test merchant, with its CRC last', () => {
  const payload = testQrisPayload({ reference: 'order-42', amountMinor: 15_000_000, currency: 'idr' });
  const fields = fieldsOf(payload);
  expect([...fields.keys()]).toEqual(['00', '01', '26', '51', '52', '53', '54', '58', '59', '60', '61', '62', '63']);
  expect(fields.get('00')).toBe('01');
  expect(fields.get('01')).toBe('12');
  expect(fieldsOf(fields.get('51')!).get('00')).toBe('ID.CO.QRIS.WWW');
  expect(fields.get('53')).toBe('360');
  expect(fields.get('54')).toBe('150000');
  expect(fields.get('58')).toBe('ID');
  expect(fields.get('59')).toBe(TEST_QRIS_MERCHANT.name);
  expect(fieldsOf(fields.get('62')!)).toEqual(
    new Map([
      ['05', 'order-42'],
      ['08', TEST_QRIS_MERCHANT.purpose],
    ]),
  );
  // The CRC covers everything before it, its own ID and length included.
  expect(payload.slice(-8, -4)).toBe('6304');
  expect(fields.get('63')).toBe(crc16Ccitt(payload.slice(0, -4)));
  // Any changed character breaks it.
  const forged = payload.replace('54061500005802', '54061000005802');
  expect(crc16Ccitt(forged.slice(0, -4))).not.toBe(forged.slice(-4));
});

test('amounts with a fraction keep it; a long reference is cut to the field’s limit; other currencies are named', () => {
  const dollars = fieldsOf(testQrisPayload({ reference: 'x'.repeat(40), amountMinor: 5005, currency: 'usd' }));
  expect(dollars.get('54')).toBe('50.05');
  expect(dollars.get('53')).toBe('840');
  expect(fieldsOf(dollars.get('62')!).get('05')).toBe('x'.repeat(25));
  expect(fieldsOf(testQrisPayload({ reference: 'r', amountMinor: 100, currency: 'chf' })).get('53')).toBe('999');
});

test('the SVG draws the QR code of exactly that payload', async () => {
  const payload = testQrisPayload({ reference: 'order-42', amountMinor: 15_000_000, currency: 'idr' });
  const svg = await qrSvg(payload);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).not.toMatch(/<script|href=/i);

  // The symbol the payload makes: its segments (numeric, alphanumeric, byte runs) read back to the payload.
  const symbol = QRCode.create(payload, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const text = symbol.segments
    .map(({ mode, data }) => (mode.id === 'Byte' ? Buffer.from(data as Uint8Array).toString('utf8') : String(data)))
    .join('');
  expect(text).toBe(payload);

  // Every dark module drawn is a dark module of that symbol, and none is missing.
  const { size, dark } = modulesDrawn(svg);
  const margin = QR_OPTIONS.margin;
  expect(size).toBe(symbol.modules.size + 2 * margin);
  const expected = new Set<string>();
  for (let row = 0; row < symbol.modules.size; row += 1)
    for (let col = 0; col < symbol.modules.size; col += 1)
      if (symbol.modules.get(row, col)) expected.add(`${col + margin},${row + margin}`);
  expect(dark).toEqual(expected);

  // Another payload draws another code.
  const other = await qrSvg(testQrisPayload({ reference: 'order-43', amountMinor: 15_000_000, currency: 'idr' }));
  expect(modulesDrawn(other).dark).not.toEqual(dark);
});
