// The API figures as tables.
import type { ApiRun } from './apiBench';
import type { Section } from './bundleTables';
import { markdownTable, textTable, type Column } from './table';

const COLUMNS: Column[] = [
  { title: 'Database', align: 'left' },
  { title: 'Request', align: 'left' },
  { title: 'Req/s' },
  { title: 'p50 ms' },
  { title: 'p99 ms' },
  { title: 'vs empty route' },
  { title: 'vs /api/theme' },
  { title: 'Requests' },
  { title: 'Failed' },
];

function rows(runs: ApiRun[]): string[][] {
  return runs.flatMap((run) =>
    run.measurements.map((m) => [
      run.engine,
      m.name,
      Math.round(m.requestsPerSecond).toString(),
      m.p50.toFixed(1),
      m.p99.toFixed(1),
      m.ratio === undefined ? '–' : `${Math.round(m.ratio * 100)}%`,
      m.themeRatio === undefined ? '–' : `${Math.round(m.themeRatio * 100)}%`,
      String(m.total),
      String(m.failed),
    ]),
  );
}

export function apiSection(runs: ApiRun[], connections: number): Section {
  const notes = runs.flatMap((run) => run.notes.map((note) => `${run.engine}: ${note}`));
  const footer = notes.length > 0 ? `\n\nNotes:\n${notes.map((n) => `- ${n}`).join('\n')}` : '';
  return {
    title: `API (autocannon, ${connections} connections, loopback)`,
    text: `${textTable(COLUMNS, rows(runs))}${footer}`,
    markdown: `${markdownTable(COLUMNS, rows(runs))}${footer}`,
  };
}
