import { auth } from './auth';
import { booking } from './booking';
import { common } from './common';
import { content } from './content';
import { investor } from './investor';
import { pages } from './pages';
import { payment } from './payment';
import { profile } from './profile';
import type { Dictionary } from './types';

/** Every UI string of the site in Indonesian and English, bundled with the app. */
export const bundledDictionary: Dictionary = {
  ...common,
  ...content,
  ...pages,
  ...investor,
  ...auth,
  ...profile,
  ...booking,
  ...payment,
};
