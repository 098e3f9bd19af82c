// Writes the investor-relation documents listed in the seed content (server/db/seed/contentData.ts)
// and the brands' menus (server/db/seed/menusData.ts, linked from restaurantsData.ts) as small
// one-page PDFs into dist/documents (served at /documents), so every link on the investor page
// downloads a real file and every brand's menu button opens one. The PDF bytes are written by
// hand (pdfDocument.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { InvestorData, InvestorDocument } from '../src/shared/contentTypes';
import { contentSeed } from '../server/db/seed/contentData';
import { buildMenuPdf, collectMenus } from './menuDocuments';
import { PageOps, wrap, writePdf } from './pdfDocument';

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

type Doc = {
  file: string;
  title: string;
  titleEn: string;
  detail: string;
  date: string;
  category: { id: string; en: string };
};

function pageContent(doc: Doc): string {
  const page = new PageOps();
  // header band in the group's green with an orange rule
  page.rect(0, 762, 595, 80, '0.184 0.365 0.059');
  page.rect(0, 758, 595, 4, '0.949 0.549 0.157');
  page.text('F1', 18, 56, 804, 'PT Nusantara Rasa Group Tbk', '1 1 1');
  page.text(
    'F2',
    10,
    56,
    784,
    `Hubungan Investor / Investor Relations  -  ${doc.category.id} / ${doc.category.en}`,
    '1 1 1',
  );
  let y = 700;
  for (const line of wrap(doc.title, 42)) {
    page.text('F1', 22, 56, y, line);
    y -= 28;
  }
  y -= 4;
  for (const line of wrap(doc.titleEn, 62)) {
    page.text('F2', 14, 56, y, line, '0.35 0.35 0.35');
    y -= 19;
  }
  y -= 24;
  page.rect(56, y + 14, 483, 1, '0.85 0.82 0.76');
  page.text('F2', 12, 56, y - 8, `Tahun / Year: ${doc.detail}`);
  page.text('F2', 12, 56, y - 28, `Tanggal terbit / Published: ${doc.date}`);
  page.text('F2', 12, 56, y - 48, `Berkas / File: ${doc.file}`);
  page.text(
    'F2',
    10,
    56,
    72,
    'Dokumen contoh untuk situs demo. / Sample document for the demo site.',
    '0.45 0.45 0.45',
  );
  page.text(
    'F2',
    10,
    56,
    56,
    'Menara Rasa Lt. 12, Jl. H.R. Rasuna Said Kav. C-17, Jakarta Selatan 12940',
    '0.45 0.45 0.45',
  );
  return page.content();
}

/** An investor document as a complete one-page PDF. */
export function buildPdf(doc: Doc): Buffer {
  return writePdf(pageContent(doc), { title: doc.title, author: 'PT Nusantara Rasa Group Tbk', date: doc.date });
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
  return docs;
}

function main(): void {
  const docs = collect();
  const menus = collectMenus();
  const files = [
    ...docs.map((doc) => ({ file: doc.file, pdf: () => buildPdf(doc) })),
    ...menus.map((menu) => ({ file: menu.file, pdf: () => buildMenuPdf(menu) })),
  ];
  const seen = new Set<string>();
  for (const { file } of files) {
    if (seen.has(file)) throw new Error(`two documents share the file name ${file}`);
    seen.add(file);
  }
  fs.mkdirSync(OUT, { recursive: true });
  let bytes = 0;
  for (const { file, pdf } of files) {
    const content = pdf();
    fs.writeFileSync(path.join(OUT, file), content);
    bytes += content.length;
  }
  console.log(
    `build-documents: ${docs.length} investor PDFs and ${menus.length} menus -> ${path.relative(ROOT, OUT)} (${Math.round(bytes / 1024)} KB)`,
  );
}

try {
  main();
} catch (err) {
  console.error(`build-documents: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
