// Run as its own process by security/uploadMemory.test.ts, so the resident memory it
// measures is the server's alone: an app on a fresh database, warmed up with one small
// upload, then eight worst-case profile photos at once. Prints one line of JSON.
import fs from 'node:fs';
import sharp from 'sharp';
import { addUser } from './bookingFixtures';
import { createTestApp } from './harness';
import { multipart, profileFields } from './multipart';

const SAMPLE_EVERY_MS = 5;

async function main() {
  const worst = fs.readFileSync(process.argv[2]);
  const t = await createTestApp({
    seed: false,
    env: {
      RATE_LIMIT_PROFILE_UPDATE: '100',
      ...(process.env.PROBE_BUDGET_MB ? { IMAGE_MEMORY_BUDGET_MB: process.env.PROBE_BUDGET_MB } : {}),
    },
  });
  const upload = async (bytes: Buffer) => {
    const user = await addUser(t.db, 'Memory Probe');
    const { payload, contentType } = await multipart(
      profileFields({ image: { bytes, filename: 'photo.png', type: 'image/png' } }),
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
    return answer.statusCode;
  };
  // The image library, the database and the routes are all warm before the baseline.
  await upload(
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#73b21b' } })
      .png()
      .toBuffer(),
  );

  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), SAMPLE_EVERY_MS);
  const started = Date.now();
  const statuses = await Promise.all(Array.from({ length: 8 }, () => upload(worst)));
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  process.stdout.write(`${JSON.stringify({ idle, peak, statuses, ms: Date.now() - started })}\n`);
  await t.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
