/**
 * The server's cookie secret: `COOKIE_SECRET` when set (every process of a deployment must share
 * it), else a file in the data folder (`cookie-secret`, made on first start with 32 random bytes,
 * readable by its owner only) so that sessions outlive a restart.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'cookie-secret';
const MIN_CHARS = 32;

/** The secret from `env` or from `dataDir` (made there if missing); throws on a weak one. */
export function cookieSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = env.COOKIE_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < MIN_CHARS) throw new Error(`COOKIE_SECRET needs ${MIN_CHARS} characters`);
    return given;
  }
  const path = join(dataDir, FILE);
  try {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept.length >= MIN_CHARS) return kept;
  } catch {
    // first start: made below
  }
  mkdirSync(dataDir, { recursive: true });
  const made = randomBytes(32).toString('base64url');
  writeFileSync(path, `${made}\n`, { mode: 0o600 });
  return made;
}
