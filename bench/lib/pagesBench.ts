// Lighthouse 12 (mobile form factor, default simulated throttling) against the production
// server, each route measured several times; the report keeps the median of every figure.
import fs from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from '../../e2e/chromium';
import { loadAverage } from './machine';
import { median } from './table';
import { apiCall, startServer } from './server';
import {
  isSignedInRoute,
  sessionOf,
  shownSelectors,
  SIGNED_IN_ROUTES,
  signedInSetup,
  storeSessionScript,
  type SessionKind,
} from './signedIn';

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

/** The public pages, audited as a first-time visitor; the console and the doctor panel, signed in. */
export type PageSet = 'public' | 'signed-in';

export type PageResult = {
  route: string;
  set: PageSet;
  runs: number;
  median: PageFigures;
  /** Audits below a full score in accessibility, best practices or SEO, with the runs that failed them. */
  failedAudits: string[];
  lcpElement?: string;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; below 1000 Lighthouse warns). */
  benchmarkIndex: number;
  errors: string[];
  /** How the set was audited (the accounts of the signed-in pages). */
  setNotes: string[];
};

export type PagesOptions = {
  runs: number;
  /** Routes to audit instead of the sets' own; /admin… and /doctor are audited signed in. */
  routes?: string[];
  /** Which sets to audit when no routes are given. */
  sets: PageSet[];
  runTimeoutMs: number;
};

export const DEFAULT_PAGES_OPTIONS: PagesOptions = {
  runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  sets: ['public', 'signed-in'],
  runTimeoutMs: 150_000,
};

function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(INSTALL_HINT);
  return found;
}

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      scoreDisplayMode?: string;
      title: string;
      details?: { items?: unknown[] };
    }
  >;
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl?: string;
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

/** A signed-in audit: the session's token, and what the page must show once loaded. */
type SignedInVisit = { token: string; shown: string[] };

type Audit = { lhr: Lhr; /** Set when a signed-in audit did not end on its page. */ wrongPage?: string };

const LIGHTHOUSE_FLAGS = {
  output: 'json' as const,
  logLevel: 'error' as const,
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
};

async function lighthouseOnce(url: string, timeoutMs: number, visit?: SignedInVisit): Promise<Audit> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  let browser: Browser | undefined;
  try {
    if (!visit) {
      const result = await withTimeout(
        lighthouse(url, { ...LIGHTHOUSE_FLAGS, port: chrome.port }),
        timeoutMs,
        `Lighthouse on ${url}`,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return { lhr: result.lhr as unknown as Lhr };
    }
    // Lighthouse's flags cannot fill localStorage, where the web app keeps its session: a
    // page of Lighthouse's own puppeteer-core gets it first, and the audit runs in that page
    // without the storage reset. The HTTP cache is emptied by hand instead, so the audit is
    // still a first visit of the site's files, only signed in.
    const { default: puppeteer } = await import('puppeteer-core');
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    // A small file of the origin, so that none of the app's code or data is fetched before the audit.
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(storeSessionScript(visit.token));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();

    const result = await withTimeout(
      lighthouse(url, { ...LIGHTHOUSE_FLAGS, disableStorageReset: true }, undefined, page),
      timeoutMs,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    return { lhr, wrongPage: lhr.runtimeError ? undefined : await wrongPage(page, lhr, url, visit.shown) };
  } finally {
    await browser?.disconnect();
    await chrome.kill();
  }
}

/**
 * Why the audited page is not the signed-in page asked for (a redirect to the login page,
 * the console's refusal, a section that never loaded), or undefined when it is.
 */
async function wrongPage(page: Page, lhr: Lhr, url: string, shown: string[]): Promise<string | undefined> {
  const wanted = new URL(url).pathname;
  const final = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl) : undefined;
  if (final?.pathname !== wanted)
    return `the audit ended on ${final ? final.pathname + final.search : 'no page'}, not ${wanted}`;
  try {
    await page.waitForFunction(
      (selectors: string[]) => selectors.every((selector) => document.querySelector(selector)),
      { timeout: 10_000 },
      shown,
    );
    return undefined;
  } catch {
    const heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '').catch(() => '');
    return `${wanted} did not show ${shown.join(' and ')} (its heading: "${heading}")`;
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
    { items?: { node?: { snippet?: string } }[] }[] | undefined;
  return items?.[0]?.items?.[0]?.node?.snippet;
}

/** The audited routes: the public pages and the booking pages, with the first doctor's page. */
async function routesOf(origin: string): Promise<string[]> {
  const list = await apiCall<{ doctors: { _id: string }[] }>(origin, '/api/doctor/list');
  const first = list.doctors[0]?._id;
  return [
    '/',
    '/about',
    '/our-brand',
    '/investor-relation',
    '/doctors',
    ...(first ? [`/appointment/${first}`] : []),
    '/login',
  ];
}

type Target = { route: string; set: PageSet; session?: SessionKind };

/** The routes to audit: the routes given (each in its set), or every route of the sets asked for. */
function targetsOf(options: PagesOptions): { public: Target[] | 'default'; signedIn: Target[] } {
  const target = (route: string): Target =>
    isSignedInRoute(route) ? { route, set: 'signed-in', session: sessionOf(route) } : { route, set: 'public' };
  if (options.routes) {
    const given = options.routes.map(target);
    return { public: given.filter((t) => t.set === 'public'), signedIn: given.filter((t) => t.set === 'signed-in') };
  }
  return {
    public: options.sets.includes('public') ? 'default' : [],
    signedIn: options.sets.includes('signed-in') ? SIGNED_IN_ROUTES.map(target) : [],
  };
}

export async function benchPages(
  options = DEFAULT_PAGES_OPTIONS,
  log = (line: string) => console.error(line),
): Promise<PageResult[]> {
  const targets = targetsOf(options);
  const results: PageResult[] = [];
  if (targets.public === 'default' || targets.public.length > 0) {
    // The public pages as before: a server of their own, no accounts, the clinic's own clock.
    const server = await startServer();
    try {
      const publicTargets =
        targets.public === 'default'
          ? (await routesOf(server.origin)).map((route): Target => ({ route, set: 'public' }))
          : targets.public;
      results.push(...(await auditRoutes(server.origin, publicTargets, {}, [], options, log)));
    } finally {
      await server.stop();
    }
  }
  if (targets.signedIn.length > 0) {
    const setup = signedInSetup();
    const server = await startServer({ env: setup.env });
    try {
      const { tokens, notes } = await setup.sessions(server.origin);
      results.push(...(await auditRoutes(server.origin, targets.signedIn, tokens, notes, options, log)));
    } finally {
      await server.stop();
    }
  }
  return results;
}

async function auditRoutes(
  origin: string,
  targets: Target[],
  tokens: Partial<Record<SessionKind, string>>,
  setNotes: string[],
  options: PagesOptions,
  log: (line: string) => void,
): Promise<PageResult[]> {
  // Other work on the machine slows the traces that simulated throttling scales up: said with the table.
  const loadBefore = loadAverage();
  const routes = targets.map((target) => target.route);
  const runs = new Map<string, Lhr[]>(routes.map((route) => [route, []]));
  const errors = new Map<string, string[]>(routes.map((route) => [route, []]));
  const visitOf = (target: Target): SignedInVisit | undefined =>
    target.session ? { token: tokens[target.session]!, shown: shownSelectors(target.route) } : undefined;
  // Round-robin over the routes, so a busy moment of the machine does not hit one route's runs only.
  for (let run = 1; run <= options.runs; run += 1) {
    for (const target of targets) {
      const { route } = target;
      log(`Lighthouse ${route}${target.session ? ` (signed in, ${target.session})` : ''} (run ${run}/${options.runs})`);
      try {
        let audit = await lighthouseOnce(`${origin}${route}`, options.runTimeoutMs, visitOf(target));
        // Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): one more try.
        if (audit.lhr.runtimeError) {
          log(`  ${audit.lhr.runtimeError.code}: once more`);
          audit = await lighthouseOnce(`${origin}${route}`, options.runTimeoutMs, visitOf(target));
        }
        const { lhr } = audit;
        if (process.env.BENCH_LIGHTHOUSE_SAVE) {
          // Full reports for a closer look (open them in the Lighthouse viewer).
          fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_SAVE, { recursive: true });
          const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'home'}-${run}.json`;
          fs.writeFileSync(`${process.env.BENCH_LIGHTHOUSE_SAVE}/${name}`, JSON.stringify(lhr));
        }
        if (lhr.runtimeError) errors.get(route)!.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        // A signed-in audit that did not show its page measured another one: it is not counted.
        else if (audit.wrongPage) errors.get(route)!.push(`not counted: ${audit.wrongPage}`);
        else runs.get(route)!.push(lhr);
      } catch (error) {
        errors.get(route)!.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  const loadNote = `load average (1 / 5 / 15 min) when these audits started: ${loadBefore}; when they ended: ${loadAverage()}`;
  return targets.map(({ route, set }) => {
    const lhrs = runs.get(route)!;
    const all = lhrs.map(figures);
    const pick = (key: keyof PageFigures) => median(all.map((f) => f[key]));
    const medianFigures = Object.fromEntries(
      (
        [
          'performance',
          'accessibility',
          'bestPractices',
          'seo',
          'fcp',
          'lcp',
          'tbt',
          'cls',
          'totalBytes',
          'requests',
        ] as const
      ).map((key) => [key, pick(key)]),
    ) as PageFigures;
    const counts = new Map<string, number>();
    for (const lhr of lhrs) for (const audit of failedAudits(lhr)) counts.set(audit, (counts.get(audit) ?? 0) + 1);
    return {
      route,
      set,
      runs: lhrs.length,
      median: medianFigures,
      failedAudits: [...counts].map(([audit, count]) => `${audit} in ${count}/${lhrs.length} runs`),
      lcpElement: lhrs.length > 0 ? lcpElement(lhrs[lhrs.length - 1]) : undefined,
      benchmarkIndex: median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? Number.NaN)),
      errors: errors.get(route)!,
      setNotes: [loadNote, ...setNotes],
    };
  });
}
