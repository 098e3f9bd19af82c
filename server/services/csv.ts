// CSV as RFC 4180 writes it (CRLF line ends; a field with a quote, comma or line break
// quoted, its quotes doubled), and safe to open in a spreadsheet: a cell that starts with
// = + - @ (or a tab or carriage return) would be run as a formula, so it gets a leading
// apostrophe and reads as the text it is.
//
// A spreadsheet may split a line on another list separator than ours: ';' in id-ID and many
// other locales, or a tab. So every part of a field that such a split could make a cell of
// (what follows a ',', ';' or tab) is neutralised the same way, and a field holding a ';' is
// quoted as well, so a spreadsheet that splits on ';' but honours quotes keeps it one cell.

const FORMULA_START = /^[=+\-@\t\r]/;
/** Where a spreadsheet may split a field into cells (kept in the split, at the odd places). */
const SEPARATOR = /([,;\t])/;
const NEEDS_QUOTES = /[",;\r\n]/;

const neutralised = (part: string) => (FORMULA_START.test(part) ? `'${part}` : part);

export function csvField(value: string): string {
  const parts = value.split(SEPARATOR).map((part, index) => (index % 2 === 0 ? neutralised(part) : part));
  // A field that starts with a tab or a carriage return is a formula start on its own, as ever.
  const text = neutralised(parts.join(''));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
