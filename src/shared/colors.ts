// Colour maths both programs need: the web app picks the text colour for the theme's
// colours, the server's test checkout page does the same for its button, and the staff
// API and console check a new theme colour against the text the site puts on it.

/** #rgb or #rrggbb, the forms the theme colours are stored in. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark or white text, whichever reads better on the given colour (WCAG contrast). */
export function readableOn(hex: string): string {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#1b2616' : '#ffffff';
}

/** The WCAG contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA's least contrast for normal-size text. */
export const WCAG_AA_TEXT = 4.5;

/** A ratio as people read it (3.21), cut rather than rounded so a failing ratio never shows as 4.50. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

export type ThemeColorName = 'primary' | 'secondary';

export type ContrastVerdict = {
  colour: ThemeColorName;
  /** The colour itself, the background. */
  background: string;
  /** The text colour the theme puts on it (components/theme.ts: onPrimary, onSecondary). */
  text: string;
  ratio: number;
  passes: boolean;
};

/**
 * How readable the site's text is on each theme colour. The site writes text on both
 * (buttons, selected tabs and badges in the primary, accents in the secondary) in the
 * colour `readableOn` picks; it never writes text in the primary on white (links are the
 * body colour, underlined in the primary; icons are not text), so that pairing is not checked.
 */
export function themeContrast(colors: Record<ThemeColorName, string>): ContrastVerdict[] {
  return (['primary', 'secondary'] as const).map((colour) => {
    const background = colors[colour];
    if (!HEX_COLOR.test(background)) return { colour, background, text: '', ratio: 0, passes: false };
    const text = readableOn(background);
    const ratio = contrastRatio(background, text);
    return { colour, background, text, ratio, passes: ratio >= WCAG_AA_TEXT };
  });
}
