import { describe, expect, test } from '@jest/globals';
import { csvDocument, csvField } from './csv';

test('plain fields stay as they are', () => {
  expect(csvField('ana@example.com')).toBe('ana@example.com');
  expect(csvField('')).toBe('');
});

test('quotes, commas and line breaks are quoted, quotes doubled', () => {
  expect(csvField('a,b')).toBe('"a,b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
});

test('a field a spreadsheet would run as a formula starts with an apostrophe', () => {
  expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  expect(csvField('+1')).toBe("'+1");
  expect(csvField('-2')).toBe("'-2");
  expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvField('\tx')).toBe("'\tx");
  expect(csvField('a=b')).toBe('a=b');
});

test('a document is a header and rows, each line ended with CRLF', () => {
  expect(
    csvDocument(
      ['email', 'when'],
      [
        ['a@x.id', '2026-01-01'],
        ['"b,c"@x.id', '2026-01-02'],
      ],
    ),
  ).toBe('email,when\r\na@x.id,2026-01-01\r\n"""b,c""@x.id",2026-01-02\r\n');
});

// A spreadsheet that splits lines on ';' (the list separator of id-ID) or on tabs makes a cell
// of each part: none of them may start a formula either.
describe.each([
  [',', ',', `",'=1+1,'@evil.com"`],
  [';', ';', `";'=1+1;'@evil.com"`],
  // A leading tab is itself a formula start, as it always was.
  ['tab', '\t', `'\t'=1+1\t'@evil.com`],
])('split on %s', (_name, separator, expected) => {
  test('every part that would start a formula gets its apostrophe', () => {
    const field = csvField(`${separator}=1+1${separator}@evil.com`);
    expect(field).toBe(expected);
    const unquoted = field.replace(/^"|"$/g, '').replace(/""/g, '"');
    expect(unquoted.split(separator).filter((part) => /^[=+\-@\t\r]/.test(part))).toEqual([]);
  });

  test('a hyperlink formula after the separator is text', () => {
    const field = csvField(`x${separator}=HYPERLINK("http://evil.example")`);
    expect(field).toBe(`"x${separator}'=HYPERLINK(""http://evil.example"")"`);
  });
});

test('the attack address is quoted whole, each formula part neutralised', () => {
  expect(csvField(';=1+1;@evil.com')).toBe(`";'=1+1;'@evil.com"`);
  expect(csvField('a;b')).toBe('"a;b"');
  expect(csvField('1+1;2-1')).toBe('"1+1;2-1"');
});
