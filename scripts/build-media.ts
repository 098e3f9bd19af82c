// Renders the artwork in assets/media into dist/media (served at /media):
//   <name>.webp              full intrinsic size
//   <name>-<w>.webp / .avif  one per width listed in src/shared/mediaManifest.ts
//   <name>.svg               logos, copied as they are
//   <name>-share.jpg         1200×630 link-preview picture, for entries marked `share` (scripts/sharePicture.ts)
//   *.mp4 / *.webm           videos, copied as they are
// Outputs newer than their source (and than the manifest) are left alone, so a second run is quick.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA, SHARE_SIZE, shareFileName, type MediaEntry } from '../src/shared/mediaManifest';
import { renderSharePicture } from './sharePicture';

const ROOT = typeof __dirname !== 'undefined' ? path.resolve(__dirname, '..') : process.cwd();
const SRC = path.join(ROOT, 'assets', 'media');
const OUT = path.join(ROOT, 'dist', 'media');
const MANIFEST = path.join(ROOT, 'src', 'shared', 'mediaManifest.ts');
const PARALLEL = 3;
// AVIF encoding dominates the build; effort 2 keeps a cold build of every image well under a minute on 2 cores.
const AVIF_EFFORT = 2;

const isLogo = (name: string) => name === 'logo' || name.startsWith('logo-') || name.endsWith('-logo');

function mtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

type Job = { outs: string[]; cost: number; run: () => Promise<unknown> };

/** One job per rendered width: rasterise once, then encode WebP and AVIF from the same pixels. */
function jobsFor(name: string, entry: MediaEntry, svg: Buffer): Job[] {
  const widths = [...new Set([...entry.widths, entry.width])].sort((a, b) => a - b);
  const jobs: Job[] = widths.map((width) => {
    const listed = entry.widths.includes(width);
    const full = width === entry.width;
    const outs = [
      ...(full ? [`${name}.webp`] : []),
      ...(listed ? [`${name}-${width}.webp`, `${name}-${width}.avif`] : []),
    ];
    return {
      outs,
      cost: width * width * (entry.height / entry.width),
      run: async () => {
        // Rasterise at the density that gives the target width directly, so nothing is upscaled.
        const height = Math.round((entry.height * width) / entry.width);
        const { data, info } = await sharp(svg, { density: (72 * width) / entry.width })
          .resize(width, height, { fit: 'fill' })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const pixels = () => sharp(data, { raw: info });
        const webp = await pixels().webp({ quality: 82, effort: 4 }).toBuffer();
        const writes: Promise<void>[] = [];
        if (full) writes.push(fs.promises.writeFile(path.join(OUT, `${name}.webp`), webp));
        if (listed) {
          writes.push(fs.promises.writeFile(path.join(OUT, `${name}-${width}.webp`), webp));
          writes.push(
            pixels()
              .avif({ quality: 55, effort: AVIF_EFFORT })
              .toFile(path.join(OUT, `${name}-${width}.avif`))
              .then(() => undefined),
          );
        }
        await Promise.all(writes);
      },
    };
  });
  if (entry.share) {
    const out = shareFileName(name);
    jobs.push({
      outs: [out],
      cost: SHARE_SIZE.width * SHARE_SIZE.height,
      run: async () => fs.promises.writeFile(path.join(OUT, out), await renderSharePicture(svg, entry)),
    });
  }
  if (isLogo(name))
    jobs.push({ outs: [`${name}.svg`], cost: 0, run: () => fs.promises.writeFile(path.join(OUT, `${name}.svg`), svg) });
  return jobs;
}

async function runPool(jobs: Job[], size: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      await job.run();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, jobs.length) }, worker));
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!fs.existsSync(SRC)) throw new Error(`build-media: ${path.relative(ROOT, SRC)} does not exist`);
  const files = fs.readdirSync(SRC).sort();
  const svgs = files.filter((f) => f.endsWith('.svg')).map((f) => f.slice(0, -4));
  const videos = files.filter((f) => /\.(mp4|webm)$/.test(f));

  const unlisted = svgs.filter((name) => !Object.prototype.hasOwnProperty.call(MEDIA, name));
  const missing = Object.keys(MEDIA).filter((name) => !svgs.includes(name));
  if (unlisted.length || missing.length) {
    if (unlisted.length)
      console.error(
        `build-media: no entry in src/shared/mediaManifest.ts for: ${unlisted.map((n) => `${n}.svg`).join(', ')}`,
      );
    if (missing.length)
      console.error(`build-media: manifest entries without a source in assets/media: ${missing.join(', ')}`);
    console.error('build-media: add the size and widths to MEDIA (or the SVG to assets/media) and run again.');
    process.exit(1);
  }

  fs.mkdirSync(OUT, { recursive: true });
  const manifestTime = mtime(MANIFEST);
  const todo: Job[] = [];
  let upToDate = 0;
  let written = 0;
  for (const name of svgs) {
    const srcFile = path.join(SRC, `${name}.svg`);
    const newest = Math.max(mtime(srcFile), manifestTime);
    const svg = fs.readFileSync(srcFile);
    for (const job of jobsFor(name, MEDIA[name], svg)) {
      if (job.outs.every((out) => mtime(path.join(OUT, out)) >= newest)) upToDate += job.outs.length;
      else {
        todo.push(job);
        written += job.outs.length;
      }
    }
  }
  for (const video of videos) {
    const src = path.join(SRC, video);
    const dest = path.join(OUT, video);
    if (mtime(dest) >= mtime(src)) upToDate++;
    else {
      todo.push({ outs: [video], cost: 0, run: () => fs.promises.copyFile(src, dest) });
      written++;
    }
  }

  // Largest first, so the pool does not end waiting on one big image.
  todo.sort((a, b) => b.cost - a.cost);
  await runPool(todo, PARALLEL);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `build-media: ${svgs.length} images and ${videos.length} videos -> ${path.relative(ROOT, OUT)}: ${written} files written, ${upToDate} up to date (${seconds} s)`,
  );
}

main().catch((err: unknown) => {
  console.error(`build-media: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
