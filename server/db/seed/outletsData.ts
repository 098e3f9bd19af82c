import type { OutletFields } from '../../../src/shared/catalogTypes';
import { numberDigits } from '../../../src/shared/phoneNumbers';
import { WEEKDAY_KEYS, type WeekdayKey, type WeeklyHours } from '../../../src/shared/weeklyHours';

// The outlets of the seeded brands (restaurantsData.ts), by brand name, one or more in every
// city the brand lists. Numbers are in international form; hours in minutes from midnight.

const h = (hour: number, minute = 0) => hour * 60 + minute;

/** Open every day from `start` to `end`; `later` closes some weekdays later, `closed` shuts some. */
function week(
  start: number,
  end: number,
  later: Partial<Record<WeekdayKey, number>> = {},
  closed: WeekdayKey[] = [],
): WeeklyHours {
  const hours: WeeklyHours = {};
  for (const key of WEEKDAY_KEYS) hours[key] = closed.includes(key) ? null : { start, end: later[key] ?? end };
  return hours;
}

const FRIDAY_SATURDAY = (end: number) => ({ '5': end, '6': end });

/**
 * A table reservation by WhatsApp, the message already written: the outlets have no booking
 * site of their own, and a chat reaches the outlet's own number (staff may enter a booking
 * site, another chat or a tel: link in the console instead).
 */
const reserveByWhatsApp = (number: string, place: string) =>
  `https://wa.me/${numberDigits(number)}?text=${encodeURIComponent(`Halo ${place}, saya ingin reservasi meja. / Hello, I would like to reserve a table.`)}`;

type SeedOutlet = Partial<OutletFields> & Pick<OutletFields, 'city' | 'address' | 'openingHours'>;

const outlet = (fields: SeedOutlet): OutletFields => ({
  note: { id: '', en: '' },
  phone: '',
  mapsUrl: '',
  reservationUrl: '',
  whatsapp: '',
  // No delivery links: a GoFood or GrabFood store address cannot be known for a made-up
  // outlet, and an invented one opens the delivery app's "not found" page. The outlet card
  // shows an order button only for a link staff enter in the console (Restaurants, outlets).
  deliveryLinks: [],
  ...fields,
});

const MALL_HOURS = week(h(10), h(22), FRIDAY_SATURDAY(h(23)));

export const outletsSeed: Record<string, OutletFields[]> = {
  'Dapur Nusantara': [
    outlet({
      city: 'Jakarta',
      address: 'Grand Indonesia, East Mall Lt. 3, Jl. M.H. Thamrin No. 1, Menteng',
      note: { id: 'Lantai 3, dekat bioskop', en: '3rd floor, near the cinema' },
      openingHours: MALL_HOURS,
      phone: '+62 21 2358 0147',
      reservationUrl: reserveByWhatsApp('+62 812 8800 1470', 'Dapur Nusantara Grand Indonesia'),
      whatsapp: '+62 812 8800 1470',
    }),
    outlet({
      city: 'Jakarta',
      address: 'Jl. Panglima Polim Raya No. 57, Kebayoran Baru',
      openingHours: week(h(8), h(21), FRIDAY_SATURDAY(h(22))),
      phone: '+62 21 7278 3390',
    }),
    outlet({
      city: 'Bandung',
      address: 'Paris Van Java Mall, Jl. Sukajadi No. 131–139, Sukajadi',
      note: { id: 'Area Sky Level, sebelah air mancur', en: 'Sky Level, next to the fountain' },
      openingHours: MALL_HOURS,
      phone: '+62 22 8206 3321',
      whatsapp: '+62 813 2011 4480',
    }),
    outlet({
      city: 'Surabaya',
      address: 'Tunjungan Plaza 6 Lt. 5, Jl. Basuki Rachmat No. 8–12, Genteng',
      openingHours: MALL_HOURS,
      phone: '+62 31 5311 2084',
    }),
    outlet({
      city: 'Semarang',
      address: 'Jl. Pandanaran No. 62, Semarang Tengah',
      openingHours: week(h(9), h(21), {}, ['1']),
      phone: '+62 24 8412 6650',
    }),
  ],
  'Sate Senja': [
    outlet({
      city: 'Jakarta',
      address: 'Jl. Sabang No. 25, Kebon Sirih, Menteng',
      note: { id: 'Meja teras buka mulai pukul 17.00', en: 'Terrace tables from 5 PM' },
      openingHours: week(h(16), h(23), FRIDAY_SATURDAY(h(24))),
      phone: '+62 21 3190 4412',
      reservationUrl: reserveByWhatsApp('+62 811 1900 4412', 'Sate Senja Sabang'),
      whatsapp: '+62 811 1900 4412',
    }),
    outlet({
      city: 'Yogyakarta',
      address: 'Jl. Prawirotaman No. 12, Mergangsan',
      openingHours: week(h(16), h(23), {}, ['2']),
      phone: '+62 274 389 1120',
      whatsapp: '+62 819 0411 2230',
    }),
    outlet({
      city: 'Semarang',
      address: 'Jl. Gajahmada No. 90, Kembangsari, Semarang Tengah',
      openingHours: week(h(16), h(23)),
      phone: '+62 24 3560 7781',
    }),
    outlet({
      city: 'Surabaya',
      address: 'Jl. Raya Darmo No. 45, Wonokromo',
      openingHours: week(h(16), h(23), FRIDAY_SATURDAY(h(24))),
      phone: '+62 31 5682 2210',
    }),
  ],
  'Rumah Minang': [
    outlet({
      city: 'Medan',
      address: 'Sun Plaza Lt. 4, Jl. K.H. Zainul Arifin No. 7, Medan Petisah',
      note: { id: 'Lantai 4, area food court', en: '4th floor, food court' },
      openingHours: MALL_HOURS,
      phone: '+62 61 4501 3388',
    }),
    outlet({
      city: 'Jakarta',
      address: 'Kota Kasablanka Lt. UG, Jl. Casablanca Raya Kav. 88, Tebet',
      openingHours: MALL_HOURS,
      phone: '+62 21 2946 5512',
      reservationUrl: reserveByWhatsApp('+62 812 1946 5512', 'Rumah Minang Kota Kasablanka'),
      whatsapp: '+62 812 1946 5512',
    }),
    outlet({
      city: 'Bandung',
      address: 'Jl. Riau No. 23, Citarum, Bandung Wetan',
      openingHours: week(h(10), h(21)),
      phone: '+62 22 4233 9015',
    }),
    outlet({
      city: 'Makassar',
      address: 'Mall Panakkukang Lt. 2, Jl. Boulevard No. 1, Panakkukang',
      openingHours: MALL_HOURS,
      phone: '+62 411 425 7730',
    }),
  ],
  'Soto Rempah': [
    outlet({
      city: 'Surabaya',
      address: 'Jl. Dharmahusada No. 140, Mulyorejo',
      note: { id: 'Parkir di halaman belakang', en: 'Parking at the back' },
      openingHours: week(h(6), h(15), {}, ['0']),
      phone: '+62 31 5994 1206',
      whatsapp: '+62 857 3300 1206',
    }),
    outlet({
      city: 'Yogyakarta',
      address: 'Jl. Kaliurang Km 5 No. 18, Caturtunggal, Depok, Sleman',
      openingHours: week(h(6), h(14)),
      phone: '+62 274 552 0871',
    }),
    outlet({
      city: 'Semarang',
      address: 'Jl. Pemuda No. 118, Sekayu (Paragon Mall, lantai dasar)',
      openingHours: MALL_HOURS,
      phone: '+62 24 8657 3302',
    }),
    outlet({
      city: 'Makassar',
      address: 'Jl. Somba Opu No. 120, Ujung Pandang',
      note: { id: 'Dua menit berjalan kaki dari Pantai Losari', en: 'A two-minute walk from Losari Beach' },
      openingHours: week(h(7), h(16), {}, ['5']),
      phone: '+62 411 361 4420',
      whatsapp: '+62 821 8800 4420',
    }),
  ],
  'Mie Kampung': [
    outlet({
      city: 'Bandung',
      address: 'Jl. Ir. H. Juanda No. 96, Dago, Coblong',
      openingHours: week(h(10), h(21)),
      phone: '+62 22 2504 6618',
    }),
    outlet({
      city: 'Jakarta',
      address: 'Jl. Kemang Raya No. 8, Bangka, Mampang Prapatan',
      openingHours: week(h(10), h(22), {}, ['1']),
      phone: '+62 21 7199 0321',
    }),
    outlet({
      city: 'Medan',
      address: 'Jl. Pemuda No. 15, Medan Maimun',
      openingHours: week(h(9), h(21)),
      phone: '+62 61 4520 7719',
    }),
  ],
  'Kedai Manis': [
    outlet({
      city: 'Denpasar',
      address: 'Jl. Teuku Umar No. 88, Dauh Puri Kauh, Denpasar Barat',
      openingHours: week(h(11), h(23), FRIDAY_SATURDAY(h(24))),
      phone: '+62 361 422 0918',
      whatsapp: '+62 878 6100 0918',
    }),
    outlet({
      city: 'Yogyakarta',
      address: 'Jl. Malioboro No. 52, Sosromenduran, Gedong Tengen',
      note: { id: 'Di lantai dua, tangga di samping toko batik', en: 'Upstairs, by the stairs beside the batik shop' },
      openingHours: week(h(10), h(22), FRIDAY_SATURDAY(h(23))),
      phone: '+62 274 512 3390',
    }),
    outlet({
      city: 'Makassar',
      address: 'Trans Studio Mall Makassar Lt. 1, Jl. H.M. Daeng Patompo No. 1, Tamalate',
      openingHours: MALL_HOURS,
      phone: '+62 411 811 2256',
    }),
    outlet({
      city: 'Jakarta',
      address: 'Senayan City Lt. 5, Jl. Asia Afrika Lot 19, Gelora, Tanah Abang',
      note: { id: 'Lantai 5, dekat bioskop', en: '5th floor, near the cinema' },
      openingHours: MALL_HOURS,
      phone: '+62 21 7278 1166',
      reservationUrl: reserveByWhatsApp('+62 811 1727 1166', 'Kedai Manis Senayan City'),
      whatsapp: '+62 811 1727 1166',
    }),
  ],
};
