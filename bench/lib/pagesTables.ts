// The Lighthouse figures as tables.
import type { Section } from './bundleTables';
import type { PageResult } from './pagesBench';
import { kb, markdownTable, median, ms, textTable, type Column } from './table';

const COLUMNS: Column[] = [
  { title: 'Route', align: 'left' },
  { title: 'Perf' },
  { title: 'A11y' },
  { title: 'Best pr.' },
  { title: 'SEO' },
  { title: 'FCP ms' },
  { title: 'LCP ms' },
  { title: 'TBT ms' },
  { title: 'CLS' },
  { title: 'Bytes KB' },
  { title: 'Requests' },
  { title: 'Runs' },
];

const score = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');

function rows(results: PageResult[]): string[][] {
  return results.map(({ route, median: m, runs }) => [
    route.replace(/^\/appointment\/.+$/, '/appointment/{id}'),
    score(m.performance),
    score(m.accessibility),
    score(m.bestPractices),
    score(m.seo),
    ms(m.fcp),
    ms(m.lcp),
    ms(m.tbt),
    Number.isFinite(m.cls) ? m.cls.toFixed(3) : '–',
    Number.isFinite(m.totalBytes) ? kb(m.totalBytes) : '–',
    score(m.requests),
    String(runs),
  ]);
}

function notes(results: PageResult[]): string {
  const lines: string[] = [];
  const index = median(results.map((r) => r.benchmarkIndex));
  if (Number.isFinite(index))
    lines.push(
      `Lighthouse benchmark index of this machine during the runs: ${Math.round(index)} (higher is faster; Lighthouse warns below 1000 that its results may be inaccurate; a slower or busier machine inflates TBT and LCP under simulated throttling)`,
    );
  lines.push(...new Set(results.flatMap((r) => r.setNotes)));
  for (const result of results) {
    const route = result.route.replace(/^\/appointment\/.+$/, '/appointment/{id}');
    for (const audit of result.failedAudits) lines.push(`${route}: ${audit}`);
    for (const error of result.errors) lines.push(`${route}: run failed: ${error}`);
    if (result.lcpElement)
      lines.push(
        `${route}: LCP element \`${result.lcpElement.replace(/`/g, "'").replace(/https?:\/\/127\.0\.0\.1:\d+/g, '')}\``,
      );
  }
  return lines.length > 0
    ? `\n\nNotes (machine speed and load, ${results.some((r) => r.set === 'signed-in') ? 'accounts, ' : ''}audits below a full score, failed runs, LCP elements):\n${lines.map((l) => `- ${l}`).join('\n')}`
    : '';
}

/** The public pages' table, and the signed-in pages' table when they were audited (each only when it has rows). */
export function pagesSections(results: PageResult[], runs: number): Section[] {
  const sections: Section[] = [];
  const publicPages = results.filter((result) => result.set === 'public');
  const signedIn = results.filter((result) => result.set === 'signed-in');
  if (publicPages.length > 0)
    sections.push(section(`Lighthouse 12, mobile, simulated throttling (median of ${runs} runs)`, publicPages));
  if (signedIn.length > 0)
    sections.push(
      section(`Signed-in pages: Lighthouse 12, mobile, simulated throttling (median of ${runs} runs)`, signedIn),
    );
  return sections;
}

function section(title: string, results: PageResult[]): Section {
  return {
    title,
    text: `${textTable(COLUMNS, rows(results))}${notes(results)}`,
    markdown: `${markdownTable(COLUMNS, rows(results))}${notes(results)}`,
  };
}
