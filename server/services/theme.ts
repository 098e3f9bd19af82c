// The theme colours staff edit (site_settings key `theme`), published through drafts
// (publishing/kinds/theme.ts): the console reads and saves the working copy; the public site
// reads only the row, which changes when an admin publishes. A draft is saved only when the
// text the site puts on each colour stays readable (WCAG AA), so a publish needs no check.
import { eq } from 'drizzle-orm';
import type { ThemeRecord } from '../../src/shared/catalogTypes';
import type { ThemeColors } from '../../src/shared/contentTypes';
import { themeContrast } from '../../src/shared/colors';
import type { ThemeValues } from '../../src/shared/validation/theme';
import type { Db } from '../db/connect';
import { siteSettings } from '../db/schema';
import type { Actor } from './audit';
import { describeRecord } from './publishing/describe';
import { saveDraft } from './publishing/heads';
import { THEME_KEY } from '../../src/shared/publishing/kindTraits';
import { colorsOf, storedColors, themeKind, themeSnapshot } from './publishing/kinds/theme';

/** The colours the console edits (the draft's, else the public ones), the version a save names and the publishing state. */
export async function readTheme(db: Db): Promise<ThemeRecord> {
  const described = (await describeRecord(db, themeKind, THEME_KEY))!;
  return { colors: colorsOf(described.working), version: described.version, publishing: described.publishing };
}

/** The colours the public site shows, and when they were last published (the answer's Last-Modified). */
export async function readPublicTheme(db: Db): Promise<{ colors: ThemeColors; updatedAt?: Date }> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, THEME_KEY));
  return { colors: storedColors(row), updatedAt: row?.updatedAt };
}

/** The first theme colour whose text would be unreadable, or undefined. */
export const failingContrast = (colors: ThemeColors) => themeContrast(colors).find((verdict) => !verdict.passes);

/**
 * Saves both colours as the theme's draft if `version` is still the one the editor opened. A
 * site without a theme row yet is at version 1 (the defaults). The theme always exists, so a
 * save is either saved or stale.
 */
export async function saveTheme(
  db: Db,
  values: ThemeValues,
  actor: Actor,
  now: Date,
): Promise<{ outcome: 'saved'; version: number } | { outcome: 'stale' }> {
  const snapshot = themeSnapshot({ primary: values.primary, secondary: values.secondary });
  const saved = await saveDraft(db, themeKind, THEME_KEY, snapshot, values.version, actor, now);
  return saved.outcome === 'saved' ? saved : { outcome: 'stale' };
}
