#!/usr/bin/env bash
# Dev-time generator for the About page's looping food video. Its outputs are checked in,
# so neither the build nor CI runs this script:
#   assets/media/about-food.mp4   H.264, yuv420p, faststart, no audio
#   assets/media/about-food.webm  VP9, no audio
#
# The frames come from assets/media/about-food-poster.svg (the video's poster): this script
# animates the poster's groups with the ids steam-N (rising, fading wisps), flame-N (flicker),
# wok (toss) and toss (rice in the air), renders each frame with sharp and encodes with ffmpeg.
# Every motion repeats a whole number of times per clip, so the loop has no seam.
#
# Needs ffmpeg on the PATH (Debian/Ubuntu: apt-get install -y ffmpeg) and the project's
# node_modules. Usage: bash scripts/make-video.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

POSTER="assets/media/about-food-poster.svg"
MP4="assets/media/about-food.mp4"
WEBM="assets/media/about-food.webm"
FPS=24
DURATION=8

command -v ffmpeg >/dev/null 2>&1 || { echo "make-video: ffmpeg not found (apt-get install -y ffmpeg)" >&2; exit 1; }
[ -f "$POSTER" ] || { echo "make-video: $POSTER is missing" >&2; exit 1; }

FRAMES="$(mktemp -d)"
trap 'rm -rf "$FRAMES"' EXIT

# Frame renderer: plain Node read from stdin, so require() resolves sharp from the project root.
node - "$POSTER" "$FRAMES" "$FPS" "$DURATION" <<'JS'
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

const [poster, outDir, fpsArg, durationArg] = process.argv.slice(2);
const fps = Number(fpsArg);
const total = fps * Number(durationArg);
const svg = fs.readFileSync(poster, 'utf8');
const TAU = Math.PI * 2;
const frac = (x) => x - Math.floor(x);
const f = (x) => Math.round(x * 100) / 100;

// t runs over [0, 1) once per clip; each motion uses a whole number of cycles per clip.
function animate(id, attrs, t) {
  const ox = Number((/data-ox="([\d.]+)"/.exec(attrs) || [])[1] || 0);
  const oy = Number((/data-oy="([\d.]+)"/.exec(attrs) || [])[1] || 0);
  const k = Number(id.split('-')[1] || 0);
  if (id.startsWith('steam-')) {
    const p = frac(t * 3 + k * 0.37);
    const sway = 7 * Math.sin(TAU * (p + k / 5));
    return { transform: `translate(${f(sway)} ${f(-80 * p)})`, opacity: f(0.75 * Math.sin(Math.PI * p)) };
  }
  if (id.startsWith('flame-')) {
    const sy = 1 + 0.16 * Math.sin(TAU * (t * 16 + k / 3)) + 0.07 * Math.sin(TAU * (t * 40 + k));
    const sx = 1 + 0.05 * Math.sin(TAU * (t * 24 + k / 2));
    return { transform: `translate(${ox} ${oy}) scale(${f(sx)} ${f(sy)}) translate(${-ox} ${-oy})` };
  }
  const q = frac(t * 4); // four tosses per clip
  if (id === 'wok') {
    const lift = q < 0.5 ? Math.sin(TAU * q) : 0;
    return { transform: `translate(0 ${f(-10 * lift)}) rotate(${f(-4 * lift)} ${ox} ${oy})` };
  }
  if (id === 'toss') {
    if (q < 0.08 || q > 0.58) return { opacity: 0 };
    const u = (q - 0.08) / 0.5;
    return { transform: `translate(${f(24 * (u - 0.5))} ${f(-70 * Math.sin(Math.PI * u))})`, opacity: f(Math.sin(Math.PI * u)) };
  }
  return {};
}

function frame(t) {
  return svg.replace(/<g id="((?:steam|flame)-\d+|wok|toss)"([^>]*)>/g, (_, id, attrs) => {
    const a = animate(id, attrs, t);
    const rest = attrs.replace(/\s(?:opacity|transform)="[^"]*"/g, '');
    return `<g id="${id}"${rest}${a.transform ? ` transform="${a.transform}"` : ''}${a.opacity !== undefined ? ` opacity="${a.opacity}"` : ''}>`;
  });
}

(async () => {
  const animated = (svg.match(/<g id="((?:steam|flame)-\d+|wok|toss)"/g) || []).length;
  if (!animated) throw new Error('the poster has no animated groups (steam-N, flame-N, wok, toss)');
  for (let i = 0; i < total; i++) {
    const file = path.join(outDir, `${String(i).padStart(4, '0')}.png`);
    await sharp(Buffer.from(frame(i / total))).png({ compressionLevel: 1 }).toFile(file);
  }
  console.log(`make-video: rendered ${total} frames (${animated} animated groups)`);
})().catch((err) => {
  console.error(`make-video: ${err.message}`);
  process.exit(1);
});
JS

ffmpeg -y -loglevel error -framerate "$FPS" -i "$FRAMES/%04d.png" \
  -c:v libx264 -preset slow -crf 27 -tune animation -pix_fmt yuv420p -movflags +faststart -an "$MP4"
ffmpeg -y -loglevel error -framerate "$FPS" -i "$FRAMES/%04d.png" \
  -c:v libvpx-vp9 -b:v 0 -crf 40 -deadline good -cpu-used 2 -row-mt 1 -pix_fmt yuv420p -an "$WEBM"

echo "make-video: wrote $MP4 ($(du -k "$MP4" | cut -f1) KB) and $WEBM ($(du -k "$WEBM" | cut -f1) KB)"
