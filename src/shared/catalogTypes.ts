// What the staff API answers about restaurants, the theme and the UI strings: the console
// reads these shapes, the server builds them.
import type { LangCode } from './language';
import type { OutletLink, ThemeColors } from './contentTypes';
import type { PublishingState } from './publishing/types';
import type { WeeklyHours } from './weeklyHours';

/** What a restaurant is made of: its name, both descriptions, pictures, cities and menu (the seed writes these too). */
export type RestaurantFields = {
  name: string;
  description: { id: string; en: string };
  headerImageUrl: string;
  restaurantImageUrl: string;
  logoImageUrl: string;
  foodImageUrl: string;
  cities: string[];
  menuLink: string;
};

/**
 * A restaurant as staff edit it: its working copy's fields (the draft where there is one), its
 * place in the list, the version a save names and its publishing state.
 */
export type RestaurantRecord = RestaurantFields & {
  id: string;
  position: number;
  version: number;
  /** When its public row last changed (published, taken off, moved). */
  updatedAt: string;
  publishing: PublishingState;
};

/** What an outlet is made of, as staff enter it (the seed writes these too). */
export type OutletFields = {
  city: string;
  address: string;
  note: { id: string; en: string };
  openingHours: WeeklyHours;
  phone: string;
  /** '' for a maps search of the address. */
  mapsUrl: string;
  reservationUrl: string;
  /** A WhatsApp number in international form, or ''. */
  whatsapp: string;
  deliveryLinks: OutletLink[];
};

/**
 * An outlet as staff edit it: its working copy's fields, its brand, its place in the brand's
 * list, the version a save names and its publishing state (its own: the site shows it only
 * while its brand is public too).
 */
export type OutletRecord = OutletFields & {
  id: string;
  restaurantId: string;
  position: number;
  version: number;
  /** When its public row last changed (published, taken off, moved). */
  updatedAt: string;
  publishing: PublishingState;
};

/** The colours the console edits (the draft's, else the public ones), the version a save must name and the publishing state. */
export type ThemeRecord = { colors: ThemeColors; version: number; publishing: PublishingState };

/** One UI string as the console lists it. */
export type TranslationRecord = {
  key: string;
  /**
   * The texts the console edits: the draft's where there is one, else what the site shows (the
   * override's where it has one, else the bundled ones); '' where none.
   */
  indonesian: string;
  english: string;
  bundled: { indonesian: string; english: string } | null;
  /**
   * The version a save or reset names; null for a key with neither an override nor a draft,
   * which a save names by sending no version (the server reads that as version 0).
   */
  version: number | null;
  /** Languages with no text of their own (the site then shows the other one). */
  missing: LangCode[];
  publishing: PublishingState;
};
