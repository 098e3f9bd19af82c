import { readableOn } from '../shared/colors';
import type { ThemeColors } from '../shared/contentTypes';

/** Everything styled components read from the theme; primary and secondary come from /api/theme. */
export function makeTheme(colors: ThemeColors) {
  return {
    colors: {
      ...colors,
      onPrimary: readableOn(colors.primary),
      onSecondary: readableOn(colors.secondary),
      text: '#1f2a1a',
      muted: '#5b6457',
      background: '#ffffff',
      surface: '#f7f5ef',
      border: '#e3e0d6',
      /** Border of inputs: 3:1 against white, as WCAG asks of control boundaries. */
      controlBorder: '#8b9086',
      dark: '#1b2616',
      /** The lighter greens the gradients of dark panels start from (sign-in aside, initials avatar). */
      darkLift: '#24331d',
      darkHighlight: '#2d4222',
      onDark: '#f3f1ea',
      /** Danger and focus colours that keep their contrast on a dark ground. */
      dangerOnDark: '#ff9b8f',
      focusOnDark: '#8ab4f8',
      /** Text and controls over photos. */
      onImage: '#ffffff',
      /** The dark greens of the veils over photos and of the scrims behind dialogs (used with alpha). */
      veil: '#0e140b',
      scrim: '#141c10',
      danger: '#b42318',
      dangerSurface: '#fdecea',
      warningSurface: '#fff4d6',
      warningText: '#6b4500',
      success: '#1e7a36',
      focus: '#1a5fb4',
      /** Behind portraits while they load. */
      photoBackdrop: '#eef5e4',
      photoBackdropShade: '#dde9cc',
      /** The payment providers' own marks (Stripe's purple darkened to 4.5:1 on white). */
      stripe: '#5146e8',
      razorpay: '#0c2451',
      razorpayAccent: '#2b83ea',
    },
    radius: { small: '6px', medium: '12px', large: '20px', round: '999px' },
    shadow: {
      card: '0 1px 2px rgba(27, 38, 22, 0.06), 0 8px 24px rgba(27, 38, 22, 0.08)',
      raised: '0 12px 40px rgba(27, 38, 22, 0.16)',
      /** A main action standing off the page, and the same under the pointer. */
      button: '0 6px 18px rgba(27, 38, 22, 0.18)',
      buttonHover: '0 10px 26px rgba(27, 38, 22, 0.24)',
    },
    font: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
      heading: "ui-serif, Georgia, Cambria, 'Times New Roman', serif",
    },
    layout: { maxWidth: '1200px', navHeight: '72px' },
  };
}

export type AppTheme = ReturnType<typeof makeTheme>;

/** A theme colour (#rgb or #rrggbb) at an opacity, as #rrggbbaa: for veils, rings and glows. */
export function alpha(hex: string, opacity: number): string {
  const full = hex.length === 4 ? hex.replace(/\w/g, (c) => c + c) : hex;
  return (
    full +
    Math.round(opacity * 255)
      .toString(16)
      .padStart(2, '0')
  );
}

/** SPEC §9: the small-screen breakpoint is 768 px. */
export const SMALL_SCREEN_PX = 768;
/**
 * Below 1200 px the navbar's links fold into the burger menu: its seven links, the
 * language switch and the account do not fit in one row on a tablet.
 */
export const NAV_FOLDED = '(max-width: 1199.98px)';
export const media = {
  small: `@media (max-width: ${SMALL_SCREEN_PX - 0.02}px)`,
  large: `@media (min-width: ${SMALL_SCREEN_PX}px)`,
  navFolded: `@media ${NAV_FOLDED}`,
};
