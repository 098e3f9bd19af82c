// Telephone and WhatsApp numbers as the site stores them: international form, written with
// the spaces or hyphens people use. Kept apart from the schemas so a page can link a number
// without loading the form library.

/** "+62 21 2951 1234", "+6281234567890": a plus, then 8 to 15 digits, spaces or hyphens between them. */
export function isInternationalNumber(value: string): boolean {
  return /^\+[1-9][\d -]*\d$/.test(value) && /^\d{8,15}$/.test(value.replace(/\D/g, ''));
}

/** The digits of an international number, as tel: and wa.me links want them. */
export const numberDigits = (value: string) => value.replace(/\D/g, '');
