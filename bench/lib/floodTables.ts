// The flood figures as a table.
import type { Section } from './bundleTables';
import type { FloodOptions, FloodRun } from './floodBench';
import { markdownTable, textTable, type Column } from './table';

const COLUMNS: Column[] = [
  { title: 'Request', align: 'left' },
  { title: 'Beside', align: 'left' },
  { title: 'Conn.' },
  { title: 'Req/s' },
  { title: 'p50 ms' },
  { title: 'p99 ms' },
  { title: 'Req/s vs alone' },
  { title: 'p99 vs alone' },
  { title: 'Answers', align: 'left' },
];

function rows(run: FloodRun): string[][] {
  return run.rows.map((m) => [
    m.name,
    m.beside ?? '–',
    String(m.connections),
    Math.round(m.requestsPerSecond).toString(),
    m.p50.toFixed(1),
    m.p99.toFixed(1),
    m.vsAlone ? `${Math.round(m.vsAlone.throughput * 100)}%` : '–',
    m.vsAlone ? `${m.vsAlone.p99.toFixed(1)}×` : '–',
    m.statuses,
  ]);
}

export function floodSection(run: FloodRun, options: FloodOptions): Section {
  const target = 'Target beside a flood: Req/s at least 50 % of alone, p99 at most 3× alone.';
  const notes = run.notes.length > 0 ? `\n\nNotes:\n${run.notes.map((n) => `- ${n}`).join('\n')}` : '';
  const footer = `\n\n${target}${notes}`;
  return {
    title: `One client's flood (autocannon, ${options.floodConnections} connections of pages beside ${options.readerConnections} of reads, ${options.seconds} s each, loopback, PGlite)`,
    text: `${textTable(COLUMNS, rows(run))}${footer}`,
    markdown: `${markdownTable(COLUMNS, rows(run))}${footer}`,
  };
}
