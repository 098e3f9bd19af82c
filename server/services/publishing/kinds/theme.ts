// The site's colours as one published record (key `theme`): the snapshot is `{ primary,
// secondary }` in lower-case hex, from the site_settings row `theme` (the defaults while there
// is none). They have no languages, and only admins publish them.
import { eq } from 'drizzle-orm';
import { siteSettings } from '../../../db/schema';
import type { ThemeColors } from '../../../../src/shared/contentTypes';
import { DEFAULT_THEME_COLORS } from '../../../../src/shared/themeDefaults';
import { answerCacheFor } from '../../answerCache';
import { KIND_TRAITS, THEME_KEY } from '../../../../src/shared/publishing/kindTraits';
import type { KindAdapter, Snapshot, Tx } from '../kind';
import { lockRecord } from '../recordLock';

type ThemeValue = { colors?: Partial<ThemeColors> } & Record<string, unknown>;
type Row = typeof siteSettings.$inferSelect;

/** The colours a site_settings row holds, over the defaults, as stored. */
export const storedColors = (row: Row | undefined): ThemeColors => ({
  ...DEFAULT_THEME_COLORS,
  ...(row?.value as ThemeValue | undefined)?.colors,
});

export const themeSnapshot = (colors: ThemeColors): ThemeColors & Snapshot => ({
  primary: colors.primary.toLowerCase(),
  secondary: colors.secondary.toLowerCase(),
});

/** A theme snapshot's colours (every snapshot of the theme holds both: the save checked them). */
export const colorsOf = (snapshot: Snapshot | null): ThemeColors => themeSnapshot(snapshot as ThemeColors);

export const themeKind: KindAdapter = {
  kind: 'theme',
  ...KIND_TRAITS.theme,
  isKey: (key) => key === THEME_KEY,
  async read(tx, key, forUpdate) {
    if (key !== THEME_KEY) return undefined;
    if (forUpdate) await lockRecord(tx, 'theme', key);
    const query = tx.select().from(siteSettings).where(eq(siteSettings.key, THEME_KEY));
    const [row] = forUpdate ? await query.for('update') : await query;
    // A site without the row shows the defaults, at version 1 (its first save made the row at 2).
    return { snapshot: themeSnapshot(storedColors(row)), version: row?.version ?? 1 };
  },
  keys: async () => [THEME_KEY],
  async write(tx: Tx, _key, snapshot, now) {
    const colors = colorsOf(snapshot);
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, THEME_KEY));
    if (!row) {
      await tx.insert(siteSettings).values({ key: THEME_KEY, value: { colors }, version: 2, updatedAt: now });
      return;
    }
    // The row may hold other settings beside the colours: they stay.
    await tx
      .update(siteSettings)
      .set({ value: { ...(row.value as ThemeValue), colors }, version: row.version + 1, updatedAt: now })
      .where(eq(siteSettings.key, THEME_KEY));
  },
  invalidate(db) {
    answerCacheFor(db).invalidate('theme');
  },
  title: () => THEME_KEY,
};
