// The QRIS code the test provider's Midtrans path shows: a QRIS payload in EMVCo's
// merchant-presented format, as a real QRIS acquirer issues one, but for a merchant that is
// plainly a test (its name, its purpose field, an acquirer domain under example.com), so a
// banking app that scans it finds nothing to pay. Laid out by the EMVCo QRCPS-MPM
// specification and Bank Indonesia's QRIS standard (ASPI): every field is an ID, a two-digit
// length and the value; the last field (63) is a CRC-16/CCITT of everything before it,
// including its own ID and length.
import QRCode from 'qrcode';
import { minorUnitsPerUnit } from '../../../src/shared/money';

/** What the code says besides the fixed test merchant. */
export type TestQrisInput = {
  /** The checkout the code is for (the reference label, field 62.05). */
  reference: string;
  /** In the currency's smallest unit. */
  amountMinor: number;
  /** Lower-case ISO code. */
  currency: string;
};

/** The test merchant every test code names. */
export const TEST_QRIS_MERCHANT = {
  name: 'TEST MERCHANT',
  city: 'JAKARTA',
  postalCode: '10110',
  /** The field a paying app shows as the purpose: says no money moves. */
  purpose: 'TEST ONLY NO MONEY MOVES',
  /** Medical services (doctors), ISO 18245. */
  categoryCode: '8011',
} as const;

/** ISO 4217 numeric codes of the currencies a clinic is likely to set; QRIS itself is Rupiah (360). */
const NUMERIC_CURRENCY: Readonly<Record<string, string>> = {
  idr: '360',
  usd: '840',
  eur: '978',
  gbp: '826',
  inr: '356',
  jpy: '392',
  sgd: '702',
  myr: '458',
};
/** ISO 4217's "no currency involved", for any other. */
const NO_CURRENCY = '999';

/** Longest value of a field inside the additional data template (62), by the specification. */
const SUBFIELD_MAX = 25;

/** One field: its two-digit ID, the value's length in two digits, the value. */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV field id must be two digits: ${id}`);
  if (value.length > 99) throw new RangeError(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMVCo's field 63 carries it: four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The amount in the currency's units as field 54 writes it: digits and at most one '.', no grouping. */
function amountText(amountMinor: number, currency: string): string {
  const perUnit = minorUnitsPerUnit(currency);
  const whole = Math.floor(amountMinor / perUnit);
  const rest = amountMinor % perUnit;
  if (rest === 0) return String(whole);
  const digits = Math.round(Math.log10(perUnit));
  return `${whole}.${String(rest).padStart(digits, '0')}`;
}

/** The payload of a dynamic (one payment, amount included) test QRIS code. */
export function testQrisPayload(input: TestQrisInput): string {
  const merchant = TEST_QRIS_MERCHANT;
  const body = [
    emvField('00', '01'), // payload format indicator
    emvField('01', '12'), // point of initiation: dynamic, for this one payment
    // The acquirer's merchant account: its reverse-domain id, the merchant's id and criteria.
    emvField('26', emvField('00', 'COM.EXAMPLE.TEST') + emvField('01', '9360000000000000001') + emvField('03', 'UMI')),
    // The national QRIS merchant id (NMID); a test one.
    emvField('51', emvField('00', 'ID.CO.QRIS.WWW') + emvField('02', 'ID0000000000TEST') + emvField('03', 'UMI')),
    emvField('52', merchant.categoryCode),
    emvField('53', NUMERIC_CURRENCY[input.currency.toLowerCase()] ?? NO_CURRENCY),
    emvField('54', amountText(input.amountMinor, input.currency)),
    emvField('58', 'ID'),
    emvField('59', merchant.name),
    emvField('60', merchant.city),
    emvField('61', merchant.postalCode),
    emvField('62', emvField('05', input.reference.slice(0, SUBFIELD_MAX)) + emvField('08', merchant.purpose)),
  ].join('');
  const signed = `${body}6304`;
  return signed + crc16Ccitt(signed);
}

/** How the code is drawn: the error correction QRIS acquirers print with, and the quiet zone the standard asks for. */
export const QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 4 } as const;

/** The payload drawn as an SVG QR code (no script, no external reference: the page's CSP allows it inline). */
export function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, QR_OPTIONS);
}
