// Every kind of published record and its adapter, by the name the staff API uses.
import type { PublishedKind } from '../../../src/shared/publishing/types';
import type { KindAdapter } from './kind';
import { doctorKind } from './kinds/doctors';
import { outletKind } from './kinds/outlets';
import { pageKind } from './kinds/pages';
import { restaurantKind } from './kinds/restaurants';
import { textKind } from './kinds/texts';
import { themeKind } from './kinds/theme';

const ADAPTERS: Partial<Record<PublishedKind, KindAdapter>> = {
  page: pageKind,
  restaurant: restaurantKind,
  outlet: outletKind,
  text: textKind,
  theme: themeKind,
  doctor: doctorKind,
};

/** The adapter of a kind, or undefined for a kind the API does not know. */
export const kindAdapter = (kind: string): KindAdapter | undefined =>
  Object.prototype.hasOwnProperty.call(ADAPTERS, kind) ? ADAPTERS[kind as PublishedKind] : undefined;
