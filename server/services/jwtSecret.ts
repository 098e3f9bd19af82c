import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR,
 * so sessions survive restarts of a local install without any setup.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not created yet.
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Hands out a secret for one purpose of this site (see deriveSecret). */
export type SecretDeriver = (label: string) => string;

/**
 * A secret for one purpose, derived from the session secret: HMAC-SHA256(secret, label).
 * Every process of a site holds the same session secret, so they all derive the same one,
 * and it survives restarts; the label keeps each purpose's secret apart from the others and
 * from the session secret itself.
 */
export function deriveSecret(jwtSecret: string, label: string): string {
  return crypto.createHmac('sha256', jwtSecret).update(label, 'utf8').digest('hex');
}
