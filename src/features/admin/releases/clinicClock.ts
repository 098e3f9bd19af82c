// Release times on the clinic's clock: the server reads `runAt` as its zone's wall time
// (`YYYY-MM-DDTHH:mm`), so the console writes, compares and shows times on that clock,
// whatever the clock of the machine showing it.
import { DEFAULT_CLINIC_TIME_ZONE, knownTimeZone, wallClockAt } from '../../../shared/slots';

/** The names Indonesia gives its three clocks; any other zone goes by its IANA name alone. */
const ZONE_NAMES: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** The zone the server answered, if this browser knows it; else the clinic's default. */
export const clinicZone = (answered: string | undefined) => knownTimeZone(answered || DEFAULT_CLINIC_TIME_ZONE);

/** "WIB" for Jakarta; the zone's own name elsewhere. */
export const zoneShortName = (zone: string) => ZONE_NAMES[zone] ?? zone;

/** "Asia/Jakarta (WIB)", or the zone alone when it has no short name. */
export const zoneDescription = (zone: string) => (ZONE_NAMES[zone] ? `${zone} (${ZONE_NAMES[zone]})` : zone);

const two = (value: number) => String(value).padStart(2, '0');

/** Now on the zone's clock, as `YYYY-MM-DDTHH:mm` (such strings compare in time order). */
export function localNow(zone: string, now: Date = new Date()): string {
  const clock = wallClockAt(now, zone);
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}

/** A date input's `YYYY-MM-DD` and a time input's `HH:mm` as one `runAt`. */
export const joinLocal = (date: string, time: string) => `${date}T${time}`;

/** A `runAtLocal` split for the date and time inputs. */
export function splitLocal(local: string): { date: string; time: string } {
  const [date = '', time = ''] = local.split('T');
  return { date, time: time.slice(0, 5) };
}
