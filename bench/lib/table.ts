// Plain-text and Markdown tables for the benchmark reports.

export type Align = 'left' | 'right';
export type Column = { title: string; align?: Align };

/** A fixed-width table for the terminal. */
export function textTable(columns: Column[], rows: string[][]): string {
  const widths = columns.map((column, i) => Math.max(column.title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const cell = (value: string, i: number) =>
    columns[i].align === 'left' ? value.padEnd(widths[i]) : value.padStart(widths[i]);
  const line = (values: string[]) => values.map(cell).join('  ').trimEnd();
  return [line(columns.map((c) => c.title)), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The same table as GitHub Markdown, for the README. */
export function markdownTable(columns: Column[], rows: string[][]): string {
  const escape = (value: string) => value.replace(/\|/g, '\\|');
  const header = `| ${columns.map((c) => escape(c.title)).join(' | ')} |`;
  const rule = `|${columns.map((c) => (c.align === 'left' ? ':---' : '---:')).join('|')}|`;
  return [header, rule, ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`)].join('\n');
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toString() : '–');

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
