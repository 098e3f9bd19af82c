// TRUST_PROXY: which X-Forwarded-* entries the server believes (config.ts reads it through here).
import net from 'node:net';

export type TrustProxy = false | number | string[];

/** A proxy's address, a range of them (CIDR), or one of proxy-addr's names for the private ranges. */
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128);
}

export function trustProxyOf(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || ['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes'].includes(raw.toLowerCase())) {
    problems.push(
      'TRUST_PROXY=true would believe every X-Forwarded-For entry, and a client writes the first ones itself: ' +
        'set how many proxies stand in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
    return false;
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || wrong.length > 0) {
    problems.push(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of proxy addresses or CIDR ranges (not "${wrong.join(', ') || raw}")`,
    );
    return false;
  }
  return entries;
}
