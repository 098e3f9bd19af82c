// What the pages the server renders itself (the test provider's checkout) take from the
// site: its name, and the stored primary colour with a text colour that reads on it.
import { eq } from 'drizzle-orm';
import { common } from '../../src/shared/dictionary/common';
import { readableOn } from '../../src/shared/colors';
import type { ThemeColors } from '../../src/shared/contentTypes';
import { DEFAULT_THEME_COLORS } from '../../src/shared/themeDefaults';
import type { Db } from '../db/connect';
import { siteSettings } from '../db/schema';

export const SITE_NAME = common['site.name'].en;

export type BrandColors = { primary: string; onPrimary: string };

/** The theme's primary colour when a valid hex colour is stored (else the default), and the text colour for it. */
export async function brandColors(db: Db): Promise<BrandColors> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'theme'));
  const stored = (row?.value as { colors?: Partial<ThemeColors> } | undefined)?.colors ?? {};
  const primary = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(stored.primary ?? '')
    ? stored.primary!
    : DEFAULT_THEME_COLORS.primary;
  return { primary, onPrimary: readableOn(primary) };
}
