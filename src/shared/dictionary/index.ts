import { about } from './about';
import { accounts } from './accounts';
import { accountMenu } from './accountMenu';
import { admin } from './admin';
import { adminCatalog } from './adminCatalog';
import { adminDoctors } from './adminDoctors';
import { adminPages } from './adminPages';
import { adminPublishing } from './adminPublishing';
import { adminInbox } from './adminInbox';
import { adminList } from './adminList';
import { adminMedia } from './adminMedia';
import { adminOutlets } from './adminOutlets';
import { adminRefunds } from './adminRefunds';
import { adminReleases } from './adminReleases';
import { auth } from './auth';
import { booking } from './booking';
import { clinic } from './clinic';
import { common } from './common';
import { consoleHeads } from './consoleHeads';
import { contact } from './contact';
import { failures } from './failures';
import { footer } from './footer';
import { home } from './home';
import { homeLower } from './homeLower';
import { notFound } from './notFound';
import { pageFailed } from './pageFailed';
import { outletStrings } from './outlets';
import { investor } from './investor';
import { myAppointments } from './myAppointments';
import { pages } from './pages';
import { payment } from './payment';
import { profile } from './profile';
import type { Dictionary } from './types';

/**
 * Every UI string of the site in Indonesian and English. The web app loads them area by
 * area (see features/language/loadedStrings.ts); tests and the server check messages against all of them.
 */
export const allStrings: Dictionary = {
  ...common,
  ...failures,
  ...footer,
  ...home,
  ...homeLower,
  ...about,
  ...contact,
  ...pages,
  ...outletStrings,
  ...investor,
  ...auth,
  ...profile,
  ...accounts,
  ...booking,
  ...myAppointments,
  ...payment,
  ...admin,
  ...consoleHeads,
  ...adminCatalog,
  ...adminOutlets,
  ...adminPages,
  ...adminPublishing,
  ...notFound,
  ...pageFailed,
  ...accountMenu,
  ...adminMedia,
  ...adminInbox,
  ...adminList,
  ...adminRefunds,
  ...adminReleases,
  ...adminDoctors,
  ...clinic,
};
