// The theme colours staff edit (site_settings key `theme`): read with their version, saved
// only when the text the site puts on each colour stays readable (WCAG AA).
import { and, eq, sql } from 'drizzle-orm';
import type { ThemeRecord } from '../../src/shared/catalogTypes';
import type { ThemeColors } from '../../src/shared/contentTypes';
import { themeContrast } from '../../src/shared/colors';
import { DEFAULT_THEME_COLORS } from '../../src/shared/themeDefaults';
import type { ThemeValues } from '../../src/shared/validation/theme';
import type { Db } from '../db/connect';
import { siteSettings } from '../db/schema';
import { answerCacheFor } from './answerCache';
import { recordAudit, type Actor } from './audit';

const THEME_KEY = 'theme';

type ThemeValue = { colors?: Partial<ThemeColors> } & Record<string, unknown>;

/** The colours the site shows (stored ones over the defaults) and the version a save must name. */
export async function readTheme(db: Db): Promise<ThemeRecord> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, THEME_KEY));
  const stored = (row?.value as ThemeValue | undefined)?.colors ?? {};
  return { colors: { ...DEFAULT_THEME_COLORS, ...stored }, version: row?.version ?? 1 };
}

/** The colours the public site shows, and when they were last saved (the answer's Last-Modified). */
export async function readPublicTheme(db: Db): Promise<{ colors: ThemeColors; updatedAt?: Date }> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, THEME_KEY));
  const stored = (row?.value as ThemeValue | undefined)?.colors ?? {};
  return { colors: { ...DEFAULT_THEME_COLORS, ...stored }, updatedAt: row?.updatedAt };
}

/** One line a colour in the audit log: "primary: #73b21b → #1b5e20". */
const auditDetail = (from: ThemeColors, to: ThemeColors) => ({
  primary: `${from.primary} → ${to.primary}`,
  secondary: `${from.secondary} → ${to.secondary}`,
});

/** The first theme colour whose text would be unreadable, or undefined. */
export const failingContrast = (colors: ThemeColors) => themeContrast(colors).find((verdict) => !verdict.passes);

/**
 * Saves both colours if `version` is still the current one. A site without a theme row yet
 * is at version 1 (the defaults); its first save creates the row at version 2.
 */
export async function saveTheme(db: Db, values: ThemeValues, actor: Actor, now: Date): Promise<'saved' | 'stale'> {
  const colors: ThemeColors = { primary: values.primary.toLowerCase(), secondary: values.secondary.toLowerCase() };
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, THEME_KEY)).for('update');
    if (!row) {
      if (values.version !== 1) return 'stale' as const;
      const inserted = await tx
        .insert(siteSettings)
        .values({ key: THEME_KEY, value: { colors }, version: 2, updatedAt: now })
        .onConflictDoNothing()
        .returning({ key: siteSettings.key });
      if (inserted.length === 0) return 'stale' as const;
      await recordAudit(tx, actor, 'theme.update', THEME_KEY, auditDetail(DEFAULT_THEME_COLORS, colors));
      return 'saved' as const;
    }
    const previous = row.value as ThemeValue;
    const [saved] = await tx
      .update(siteSettings)
      .set({ value: { ...previous, colors }, version: sql`${siteSettings.version} + 1`, updatedAt: now })
      .where(and(eq(siteSettings.key, THEME_KEY), eq(siteSettings.version, values.version)))
      .returning({ version: siteSettings.version });
    if (!saved) return 'stale' as const;
    await recordAudit(
      tx,
      actor,
      'theme.update',
      THEME_KEY,
      auditDetail({ ...DEFAULT_THEME_COLORS, ...previous.colors }, colors),
    );
    return 'saved' as const;
  });
  if (outcome === 'saved') answerCacheFor(db).invalidate('theme');
  return outcome;
}
