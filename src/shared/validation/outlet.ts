// An outlet as the console's form edits it and the staff API stores it: the same rules on
// both sides (secure links only, numbers in international form, hours within the day).
import { array, mixed, number, object, string, type InferType } from 'yup';
import { OUTLET_ORDER_INVALID } from '../messages/outlets';
import type { OutletLink } from '../contentTypes';
import { isInternationalNumber } from '../phoneNumbers';
import { WEEKDAY_KEYS, type WeeklyHours } from '../weeklyHours';
import { isWebUrl, orderSchema, RESTAURANT_LIMITS, restaurantMessages } from './restaurant';

export const OUTLET_LIMITS = {
  city: RESTAURANT_LIMITS.city,
  address: 300,
  note: 200,
  url: RESTAURANT_LIMITS.url,
  deliveryLinks: 5,
  linkLabel: 40,
  /** Opening and closing times sit on this grid. */
  minutesStep: 15,
  dayEnd: 24 * 60,
} as const;

export const outletMessages = {
  cityRequired: 'Choose the city',
  addressRequired: 'Enter the address',
  tooLong: restaurantMessages.tooLong,
  secureUrl: 'Use a secure web address that starts with https://',
  reservationUrl: 'Use a secure web address that starts with https://, or a phone link such as tel:+62215550123',
  phoneInvalid: 'Enter the number in international form, for example +62 21 555 0123',
  hoursInvalid: 'Opening hours lie within the day in 15-minute steps, and open before they close',
  linkLabelRequired: 'Name the link, for example GoFood',
  tooManyLinks: 'Add at most 5 delivery links',
  versionRequired: restaurantMessages.versionRequired,
} as const;

/** A web address a visitor may safely be sent to: https with a host. */
export function isSecureUrl(value: string): boolean {
  return /^https:\/\//i.test(value) && isWebUrl(value);
}

/**
 * Where a visitor reserves a table: a booking site or a WhatsApp chat (https://wa.me/…, with
 * the message prefilled if wanted), or a call: tel: and a number in international form.
 */
export function isReservationLink(value: string): boolean {
  if (/^tel:/i.test(value)) return isInternationalNumber(value.slice(4));
  return isSecureUrl(value);
}

/** One weekday: closed (null) or open from `start` to `end` minutes after midnight, on the grid. */
function isValidOpening(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const { start, end, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return false;
  const onGrid = (minutes: unknown): minutes is number =>
    Number.isInteger(minutes) && (minutes as number) % OUTLET_LIMITS.minutesStep === 0;
  return onGrid(start) && onGrid(end) && 0 <= start && start < end && end <= OUTLET_LIMITS.dayEnd;
}

/** Only weekday keys '0'…'6', each valid hours or null; a weekday left out is closed. */
export function isValidOpeningHours(value: unknown): value is WeeklyHours {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value as Record<string, unknown>).every(
    ([key, hours]) => (WEEKDAY_KEYS as readonly string[]).includes(key) && isValidOpening(hours),
  );
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const text = (max: number) =>
  string().typeError(outletMessages.tooLong).transform(trimmed).max(max, outletMessages.tooLong);

const secureLink = () =>
  text(OUTLET_LIMITS.url)
    .default('')
    .test('secure-url', outletMessages.secureUrl, (value) => !value || isSecureUrl(value));

const phoneNumber = () =>
  text(40)
    .default('')
    .test('international-number', outletMessages.phoneInvalid, (value) => !value || isInternationalNumber(value));

const deliveryLink = object({
  label: text(OUTLET_LIMITS.linkLabel).required(outletMessages.linkLabelRequired),
  url: text(OUTLET_LIMITS.url)
    .required(outletMessages.secureUrl)
    .test('secure-url', outletMessages.secureUrl, (value) => isSecureUrl(value)),
});

export const outletSchema = object({
  city: text(OUTLET_LIMITS.city).required(outletMessages.cityRequired),
  address: text(OUTLET_LIMITS.address).required(outletMessages.addressRequired),
  note: object({
    id: text(OUTLET_LIMITS.note).default(''),
    /** Empty: the site shows the Indonesian note in English too. */
    en: text(OUTLET_LIMITS.note).default(''),
  })
    .typeError(outletMessages.tooLong)
    .default({ id: '', en: '' }),
  openingHours: mixed<WeeklyHours>()
    .defined(outletMessages.hoursInvalid)
    .test('opening-hours', outletMessages.hoursInvalid, (value) => isValidOpeningHours(value)),
  phone: phoneNumber(),
  mapsUrl: secureLink(),
  reservationUrl: text(OUTLET_LIMITS.url)
    .default('')
    .test('reservation-link', outletMessages.reservationUrl, (value) => !value || isReservationLink(value)),
  whatsapp: phoneNumber(),
  deliveryLinks: array(deliveryLink)
    .typeError(outletMessages.linkLabelRequired)
    .max(OUTLET_LIMITS.deliveryLinks, outletMessages.tooManyLinks)
    .default([]),
});
export type OutletValues = InferType<typeof outletSchema> & { deliveryLinks: OutletLink[] };

/** An edit names the version it started from (a stale one is refused). */
export const outletEditSchema = outletSchema.shape({
  version: number()
    .typeError(outletMessages.versionRequired)
    .integer(outletMessages.versionRequired)
    .min(1, outletMessages.versionRequired)
    .required(outletMessages.versionRequired),
});
export type OutletEditValues = InferType<typeof outletEditSchema> & { deliveryLinks: OutletLink[] };

export const outletOrderSchema = orderSchema(OUTLET_ORDER_INVALID);
