// Writes the investor-relation documents listed in the seed content (server/db/seed/contentData.ts)
// as small one-page PDFs into dist/documents (served at /documents), so every link on the
// investor page downloads a real file. The PDF bytes are written by hand: two standard Type 1
// fonts (Helvetica, Helvetica-Bold, WinAnsi encoding), one content stream and an exact xref table.
import fs from 'node:fs';
import path from 'node:path';
import type { InvestorData, InvestorDocument } from '../src/shared/contentTypes';
import { contentSeed } from '../server/db/seed/contentData';

const ROOT = typeof __dirname !== 'undefined' ? path.resolve(__dirname, '..') : process.cwd();
const OUT = path.join(ROOT, 'dist', 'documents');

type Category = Exclude<keyof InvestorData, 'banner' | 'dividendHistory'>;
const CATEGORIES: Record<Category, { id: string; en: string }> = {
  financialInformation: { id: 'Informasi Keuangan', en: 'Financial Information' },
  generalMeetingOfShareholders: { id: 'Rapat Umum Pemegang Saham', en: 'General Meeting of Shareholders' },
  sharesOwnership: { id: 'Kepemilikan Saham', en: 'Shares Ownership' },
  ipoProspectus: { id: 'Prospektus IPO', en: 'IPO Prospectus' },
  annualReport: { id: 'Laporan Tahunan', en: 'Annual Report' },
  transparencyOfInformation: { id: 'Keterbukaan Informasi', en: 'Transparency of Information' },
};

// Characters outside ASCII that the documents may contain, as WinAnsiEncoding codes.
const WIN_ANSI: Record<string, number> = { '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '…': 0x85, '€': 0x80 };

/** A PDF literal string, with anything outside printable ASCII written as an octal escape. */
function pdfString(text: string): string {
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

function wrap(text: string, maxChars: number): string[] {
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

type Doc = { file: string; title: string; titleEn: string; detail: string; date: string; category: { id: string; en: string } };

function pageContent(doc: Doc): string {
  const ops: string[] = [];
  const text = (font: 'F1' | 'F2', size: number, x: number, y: number, s: string, rgb = '0.17 0.14 0.13') =>
    ops.push(`BT /${font} ${size} Tf ${rgb} rg ${x} ${y} Td ${pdfString(s)} Tj ET`);
  // header band in the group's green with an orange rule
  ops.push('0.184 0.365 0.059 rg 0 762 595 80 re f', '0.949 0.549 0.157 rg 0 758 595 4 re f');
  text('F1', 18, 56, 804, 'PT Nusantara Rasa Group Tbk', '1 1 1');
  text('F2', 10, 56, 784, `Hubungan Investor / Investor Relations  -  ${doc.category.id} / ${doc.category.en}`, '1 1 1');
  let y = 700;
  for (const line of wrap(doc.title, 42)) {
    text('F1', 22, 56, y, line);
    y -= 28;
  }
  y -= 4;
  for (const line of wrap(doc.titleEn, 62)) {
    text('F2', 14, 56, y, line, '0.35 0.35 0.35');
    y -= 19;
  }
  y -= 24;
  ops.push(`0.85 0.82 0.76 rg 56 ${y + 14} 483 1 re f`);
  text('F2', 12, 56, y - 8, `Tahun / Year: ${doc.detail}`);
  text('F2', 12, 56, y - 28, `Tanggal terbit / Published: ${doc.date}`);
  text('F2', 12, 56, y - 48, `Berkas / File: ${doc.file}`);
  text('F2', 10, 56, 72, 'Dokumen contoh untuk situs demo. / Sample document for the demo site.', '0.45 0.45 0.45');
  text('F2', 10, 56, 56, 'Menara Rasa Lt. 12, Jl. H.R. Rasuna Said Kav. C-17, Jakarta Selatan 12940', '0.45 0.45 0.45');
  return ops.join('\n') + '\n';
}

/** A complete one-page PDF; object offsets in the xref table are byte-exact. */
export function buildPdf(doc: Doc): Buffer {
  const content = pageContent(doc);
  const pdfDate = `D:${doc.date.replace(/-/g, '')}000000Z`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    `<< /Title ${pdfString(doc.title)} /Author (PT Nusantara Rasa Group Tbk) /Producer (build-documents) /CreationDate (${pdfDate}) >>`,
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

function collect(): Doc[] {
  const id = contentSeed.investor.id;
  const en = contentSeed.investor.en;
  const docs: Doc[] = [];
  for (const key of Object.keys(CATEGORIES) as Category[]) {
    const english = (en[key] ?? []) as Partial<InvestorDocument>[];
    id[key].forEach((d) => {
      const match = /^\/documents\/([a-z0-9-]+\.pdf)$/.exec(d.url);
      if (!match) throw new Error(`document "${d._id}" has a url that is not /documents/<name>.pdf: ${d.url}`);
      const titleEn = english.find((e) => e._id === d._id)?.title ?? d.title;
      docs.push({ file: match[1], title: d.title, titleEn, detail: d.detail, date: d.date, category: CATEGORIES[key] });
    });
  }
  const seen = new Set<string>();
  for (const d of docs) {
    if (seen.has(d.file)) throw new Error(`two documents share the file name ${d.file}`);
    seen.add(d.file);
  }
  return docs;
}

function main(): void {
  const docs = collect();
  fs.mkdirSync(OUT, { recursive: true });
  let bytes = 0;
  for (const doc of docs) {
    const pdf = buildPdf(doc);
    fs.writeFileSync(path.join(OUT, doc.file), pdf);
    bytes += pdf.length;
  }
  console.log(`build-documents: ${docs.length} PDFs -> ${path.relative(ROOT, OUT)} (${Math.round(bytes / 1024)} KB)`);
}

try {
  main();
} catch (err) {
  console.error(`build-documents: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
