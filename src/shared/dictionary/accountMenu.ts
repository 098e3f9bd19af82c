import type { Dictionary } from './types';

/**
 * The account menu's words, loaded with the menu's code (only signed-in visitors see it).
 * Each entry is also the name (tab title and heading) of the page it opens.
 */
export const accountMenu: Dictionary = {
  'nav.myProfile': { id: 'Profil Saya', en: 'My Profile' },
  'nav.myAppointments': { id: 'Janji Temu Saya', en: 'My Appointments' },
  'nav.logout': { id: 'Keluar', en: 'Logout' },
  'nav.account': { id: 'Menu akun', en: 'Account menu' },
  'nav.console': { id: 'Konsol Staf', en: 'Staff Console' },
  'nav.doctorPanel': { id: 'Panel Dokter', en: 'Doctor Panel' },
};
