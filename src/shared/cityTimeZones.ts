// Indonesia keeps three clocks: WIB (UTC+7, Java and Sumatra), WITA (UTC+8, Bali, Nusa
// Tenggara, Kalimantan's east and south, Sulawesi) and WIT (UTC+9, Maluku and Papua). An
// outlet's opening hours are on its own city's clock.
import { DEFAULT_CLINIC_TIME_ZONE } from './slots';

const ZONES: Record<string, string> = {
  ...Object.fromEntries(
    [
      'Denpasar',
      'Badung',
      'Mataram',
      'Kupang',
      'Makassar',
      'Manado',
      'Palu',
      'Kendari',
      'Gorontalo',
      'Balikpapan',
      'Samarinda',
      'Banjarmasin',
    ].map((city) => [city.toLowerCase(), 'Asia/Makassar']),
  ),
  ...Object.fromEntries(
    ['Ambon', 'Ternate', 'Jayapura', 'Sorong', 'Manokwari', 'Merauke'].map((city) => [
      city.toLowerCase(),
      'Asia/Jayapura',
    ]),
  ),
};

/** The time zone of an Indonesian city (by its name); the western zone (WIB) for any city not listed. */
export const cityTimeZone = (city: string): string => ZONES[city.trim().toLowerCase()] ?? DEFAULT_CLINIC_TIME_ZONE;
