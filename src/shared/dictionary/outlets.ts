import type { Dictionary } from './types';

/** The outlets on the Our brand page: the city filter, each outlet's hours and its links. */
export const outletStrings: Dictionary = {
  'outlets.filterLabel': { id: 'Pilih kota gerai', en: 'Choose the outlets’ city' },
  'outlets.allCities': { id: 'Semua kota', en: 'All cities' },
  'outlets.noneInCity': { id: 'Belum ada gerai di {city}.', en: 'No outlets in {city} yet.' },
  'outlets.shownIn': { id: 'Menampilkan gerai di {city}', en: 'Showing the outlets in {city}' },
  'outlets.listOf': { id: 'Gerai {name}', en: '{name} outlets' },
  'outlets.listOfIn': { id: 'Gerai {name} di {city}', en: '{name} outlets in {city}' },
  'outlets.openNow': { id: 'Buka sekarang', en: 'Open now' },
  'outlets.closedNow': { id: 'Tutup sekarang', en: 'Closed now' },
  'outlets.today': { id: 'Hari ini {hours}', en: 'Today {hours}' },
  'outlets.closedToday': { id: 'Hari ini tutup', en: 'Closed today' },
  'outlets.closed': { id: 'Tutup', en: 'Closed' },
  'outlets.week': { id: 'Jam buka seminggu', en: 'Opening hours for the week' },
  'outlets.phone': { id: 'Telepon {name} {city}: {phone}', en: 'Call {name} {city}: {phone}' },
  'outlets.directions': { id: 'Petunjuk arah', en: 'Directions' },
  'outlets.directionsTo': {
    id: 'Petunjuk arah ke {name}, {address} (membuka tab baru)',
    en: 'Directions to {name}, {address} (opens in a new tab)',
  },
  'outlets.reserve': { id: 'Reservasi', en: 'Reserve' },
  'outlets.reserveAt': {
    id: 'Reservasi di {name} {city} (membuka tab baru)',
    en: 'Reserve at {name} {city} (opens in a new tab)',
  },
  'outlets.whatsapp': { id: 'WhatsApp', en: 'WhatsApp' },
  'outlets.whatsappTo': {
    id: 'Chat WhatsApp dengan {name} {city} (membuka tab baru)',
    en: 'Chat on WhatsApp with {name} {city} (opens in a new tab)',
  },
  'outlets.orderVia': {
    id: 'Pesan {name} lewat {label} (membuka tab baru)',
    en: 'Order {name} on {label} (opens in a new tab)',
  },
};
