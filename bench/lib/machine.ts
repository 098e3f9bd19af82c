// What the figures were measured on: they mean little without it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export type Machine = {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  chromium: string;
  load: string;
};

function cpuModel(): string {
  try {
    const line = fs
      .readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.split(':')[1].trim();
  } catch {
    // Not Linux: fall back to what Node knows.
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

function chromiumVersion(): string {
  for (const file of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (!file || !fs.existsSync(file)) continue;
    try {
      return execFileSync(file, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
    } catch {
      return file;
    }
  }
  return 'none';
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

export function describeMachine(): Machine {
  return {
    cpus: os.availableParallelism(),
    cpuModel: cpuModel(),
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium: chromiumVersion(),
    load: loadAverage(),
  };
}
