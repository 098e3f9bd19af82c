// One-page PDFs written by hand, for the documents the site serves (build-documents.ts): two
// standard Type 1 fonts (F1 Helvetica-Bold, F2 Helvetica, WinAnsi encoding), one content stream
// and an exact xref table. No library: the files are small and their bytes are reproducible.

// Characters outside ASCII that the documents may contain, as WinAnsiEncoding codes.
const WIN_ANSI: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '…': 0x85,
  '€': 0x80,
};

/** A PDF literal string, with anything outside printable ASCII written as an octal escape. */
export function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    if (ch === '\\' || ch === '(' || ch === ')') out += '\\' + ch;
    else if (code >= 32 && code < 127) out += ch;
    else {
      const win = WIN_ANSI[ch] ?? (code >= 0xa0 && code <= 0xff ? code : 63);
      out += '\\' + win.toString(8).padStart(3, '0');
    }
  }
  return out + ')';
}

/** Words laid into lines of at most `maxChars` characters. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Drawing operations of one A4 page (595 × 842 points, the origin bottom left). */
export class PageOps {
  readonly ops: string[] = [];

  text(font: 'F1' | 'F2', size: number, x: number, y: number, s: string, rgb = '0.17 0.14 0.13'): void {
    this.ops.push(`BT /${font} ${size} Tf ${rgb} rg ${x} ${y} Td ${pdfString(s)} Tj ET`);
  }

  rect(x: number, y: number, width: number, height: number, rgb: string): void {
    this.ops.push(`${rgb} rg ${x} ${y} ${width} ${height} re f`);
  }

  content(): string {
    return this.ops.join('\n') + '\n';
  }
}

export type PdfInfo = { title: string; author: string; /** YYYY-MM-DD */ date: string };

/** A complete one-page PDF; object offsets in the xref table are byte-exact. */
export function writePdf(content: string, info: PdfInfo): Buffer {
  const pdfDate = `D:${info.date.replace(/-/g, '')}000000Z`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer (build-documents) /CreationDate (${pdfDate}) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
