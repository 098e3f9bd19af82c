import fs from 'node:fs';
import type { TestApp } from '../../test/harness';

/** Closes the app and its database and removes its temporary DATA_DIR. */
export async function closeTestApp(t: TestApp | undefined): Promise<void> {
  if (!t) return;
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
}
