import type { Dictionary } from './types';

/** The account menu's words that only some accounts see, loaded with the menu's code. */
export const accountMenu: Dictionary = {
  'nav.console': { id: 'Konsol Staf', en: 'Staff Console' },
  'nav.doctorPanel': { id: 'Panel Dokter', en: 'Doctor panel' },
};
