// Lighthouse 12 (mobile form factor, default simulated throttling) against the production
// server, each route measured several times; the report keeps the median of every figure.
import fs from 'node:fs';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from '../../e2e/chromium';
import { median } from './table';
import { apiCall, startServer } from './server';

// The browser tests' quiet flags (no outside network here), headless.
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  requests: number;
};

export type PageResult = {
  route: string;
  runs: number;
  median: PageFigures;
  /** Audits below a full score in accessibility, best practices or SEO, with the runs that failed them. */
  failedAudits: string[];
  lcpElement?: string;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; below 1000 Lighthouse warns). */
  benchmarkIndex: number;
  errors: string[];
};

export type PagesOptions = { runs: number; routes?: string[]; runTimeoutMs: number };

export const DEFAULT_PAGES_OPTIONS: PagesOptions = {
  runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  runTimeoutMs: 150_000,
};

function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(INSTALL_HINT);
  return found;
}

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; title: string; details?: { items?: unknown[] } }>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  runWarnings?: string[];
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]);
}

async function lighthouseOnce(url: string, timeoutMs: number): Promise<Lhr> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      }),
      timeoutMs,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr as unknown as Lhr;
  } finally {
    await chrome.kill();
  }
}

function figures(lhr: Lhr): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalBytes: value('total-byte-weight'),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? Number.NaN,
  };
}

function failedAudits(lhr: Lhr): string[] {
  const failed: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failed.push(`${category}: ${ref.id} (${audit.title})`);
    }
  }
  return failed;
}

function lcpElement(lhr: Lhr): string | undefined {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items as
    | { items?: { node?: { snippet?: string } }[] }[]
    | undefined;
  return items?.[0]?.items?.[0]?.node?.snippet;
}

/** The audited routes: the public pages and the booking pages, with the first doctor's page. */
async function routesOf(origin: string): Promise<string[]> {
  const list = await apiCall<{ doctors: { _id: string }[] }>(origin, '/api/doctor/list');
  const first = list.doctors[0]?._id;
  return ['/', '/about', '/our-brand', '/investor-relation', '/doctors', ...(first ? [`/appointment/${first}`] : []), '/login'];
}

export async function benchPages(options = DEFAULT_PAGES_OPTIONS, log = (line: string) => console.error(line)): Promise<PageResult[]> {
  const server = await startServer();
  try {
    const routes = options.routes ?? (await routesOf(server.origin));
    const runs = new Map<string, Lhr[]>(routes.map((route) => [route, []]));
    const errors = new Map<string, string[]>(routes.map((route) => [route, []]));
    // Round-robin over the routes, so a busy moment of the machine does not hit one route's runs only.
    for (let run = 1; run <= options.runs; run += 1) {
      for (const route of routes) {
        log(`Lighthouse ${route} (run ${run}/${options.runs})`);
        try {
          let lhr = await lighthouseOnce(`${server.origin}${route}`, options.runTimeoutMs);
          // Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): one more try.
          if (lhr.runtimeError) {
            log(`  ${lhr.runtimeError.code}: once more`);
            lhr = await lighthouseOnce(`${server.origin}${route}`, options.runTimeoutMs);
          }
          if (process.env.BENCH_LIGHTHOUSE_SAVE) {
            // Full reports for a closer look (open them in the Lighthouse viewer).
            fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_SAVE, { recursive: true });
            const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'home'}-${run}.json`;
            fs.writeFileSync(`${process.env.BENCH_LIGHTHOUSE_SAVE}/${name}`, JSON.stringify(lhr));
          }
          if (lhr.runtimeError) errors.get(route)!.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          else runs.get(route)!.push(lhr);
        } catch (error) {
          errors.get(route)!.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
    return routes.map((route) => {
      const lhrs = runs.get(route)!;
      const all = lhrs.map(figures);
      const pick = (key: keyof PageFigures) => median(all.map((f) => f[key]));
      const medianFigures = Object.fromEntries(
        (['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'totalBytes', 'requests'] as const).map((key) => [key, pick(key)]),
      ) as PageFigures;
      const counts = new Map<string, number>();
      for (const lhr of lhrs) for (const audit of failedAudits(lhr)) counts.set(audit, (counts.get(audit) ?? 0) + 1);
      return {
        route,
        runs: lhrs.length,
        median: medianFigures,
        failedAudits: [...counts].map(([audit, count]) => `${audit} in ${count}/${lhrs.length} runs`),
        lcpElement: lhrs.length > 0 ? lcpElement(lhrs[lhrs.length - 1]) : undefined,
        benchmarkIndex: median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? Number.NaN)),
        errors: errors.get(route)!,
      };
    });
  } finally {
    await server.stop();
  }
}
