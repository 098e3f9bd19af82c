// CSV as RFC 4180 writes it (CRLF line ends; a field with a quote, comma or line break
// quoted, its quotes doubled), and safe to open in a spreadsheet: a field that starts with
// = + - @ (or a tab or carriage return) would be run as a formula, so it gets a leading
// apostrophe and reads as the text it is.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
