// Where the production build is.
import fs from 'node:fs';
import path from 'node:path';
import { bundleReport, readManifest, type BundleReport } from './bundleReport';

export const DIST_DIR = path.resolve(process.env.STATIC_DIR ?? 'dist');

export function loadBundleReport(distDir = DIST_DIR): BundleReport {
  const manifest = readManifest(distDir);
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile))
    throw new Error(`${indexFile} is missing: run the production build first (npm run build).`);
  return bundleReport(manifest, fs.readFileSync(indexFile, 'utf8'));
}
