// The theme colours as the console's form edits them and the staff API stores them. The
// contrast rule (src/shared/colors.ts: themeContrast) is checked after this shape, so the
// message can name the ratio.
import { number, object, string, type InferType } from 'yup';
import { HEX_COLOR } from '../colors';

export const themeMessages = {
  colourInvalid: 'Enter a colour as #rrggbb',
  versionRequired: 'The version you edited is missing',
} as const;

const colour = () =>
  string()
    .typeError(themeMessages.colourInvalid)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(themeMessages.colourInvalid)
    .matches(HEX_COLOR, themeMessages.colourInvalid);

export const themeSchema = object({
  primary: colour(),
  secondary: colour(),
  version: number()
    .typeError(themeMessages.versionRequired)
    .integer(themeMessages.versionRequired)
    .min(1, themeMessages.versionRequired)
    .required(themeMessages.versionRequired),
});
export type ThemeValues = InferType<typeof themeSchema>;
