// The share picture of a page-level artwork: the 1200×630 JPEG that link previews (Open
// Graph, Twitter cards, chat apps) show. JPEG because every preview client reads it, where
// WebP and AVIF are not certain. scripts/build-media.ts renders one for each manifest entry
// marked `share`; the entry says how the picture meets the frame (src/shared/mediaManifest.ts).
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { MEDIA, SHARE_SIZE, shareFileName, type MediaEntry } from '../src/shared/mediaManifest';

const JPEG = { quality: 82, progressive: true } as const;

/** The picture rasterised straight at `scale` times its intrinsic size (no upscaling of pixels). */
function rasterised(svg: Buffer, entry: MediaEntry, scale: number) {
  const width = Math.round(entry.width * scale);
  const height = Math.round(entry.height * scale);
  return sharp(svg, { density: 72 * scale })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' });
}

/** The average colour of the picture's left and right columns: what it would continue with sideways. */
function sideColour(data: Buffer, info: OutputInfo): { r: number; g: number; b: number } {
  const sums = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < info.height; y++) {
    for (const x of [0, info.width - 1]) {
      const at = (y * info.width + x) * info.channels;
      for (let c = 0; c < 3; c++) sums[c] += data[at + c];
      count++;
    }
  }
  const [r, g, b] = sums.map((sum) => Math.round(sum / count));
  return { r, g, b };
}

/** The share picture of an SVG artwork with this manifest entry, as JPEG bytes. */
export async function renderSharePicture(svg: Buffer, entry: MediaEntry): Promise<Buffer> {
  const { width, height } = SHARE_SIZE;
  if (entry.share === 'contain') {
    // The whole picture, as tall (or wide) as the frame, on its own side colour: a portrait keeps
    // its face and the margins read as more of its background.
    const scale = Math.min(width / entry.width, height / entry.height);
    const { data, info } = await rasterised(svg, entry, scale).raw().toBuffer({ resolveWithObject: true });
    return sharp({ create: { width, height, channels: 3, background: sideColour(data, info) } })
      .composite([
        { input: data, raw: { width: info.width, height: info.height, channels: info.channels }, gravity: 'centre' },
      ])
      .jpeg(JPEG)
      .toBuffer();
  }
  const scale = Math.max(width / entry.width, height / entry.height);
  return rasterised(svg, entry, scale)
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .jpeg(JPEG)
    .toBuffer();
}

/**
 * Renders the share pictures of the named manifest items from `sourceDir` (<name>.svg) into
 * `outDir` (<name>-share.jpg). For tests and tools that need a few of them without a whole build.
 */
export async function writeSharePictures(names: string[], sourceDir: string, outDir: string): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  for (const name of names) {
    const entry = MEDIA[name];
    if (!entry?.share) throw new Error(`${name} has no share picture in the media manifest`);
    const svg = await fs.promises.readFile(path.join(sourceDir, `${name}.svg`));
    await fs.promises.writeFile(path.join(outDir, shareFileName(name)), await renderSharePicture(svg, entry));
  }
}
