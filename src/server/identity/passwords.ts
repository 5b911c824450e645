/**
 * Passwords, hashed with scrypt from node:crypto (never a plain fast hash). A hash is kept as
 * tagged text with its parameters and salt, `scrypt$N$r$p$<salt>$<hash>` (base64url), so that
 * the parameters can be raised later and old hashes still verify. Verification compares in
 * constant time, and `verifyPassword` with no hash (a log-in for a name nobody has) hashes
 * against a dummy all the same, so that a wrong name costs the time a wrong password does.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16_384;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Past the default 32 MB only for parameters raised beyond today's. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_BYTES,
      { ...options, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** The tagged hash of `password` with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of no one's password, made once: what a log-in for an unknown name is checked against. */
let dummy: Promise<string> | null = null;

/** The parts of a tagged hash, or null if it is none this module wrote. */
function parse(hash: string): { options: ScryptOptions; salt: Buffer; key: Buffer } | null {
  const [tag, n, r, p, salt, key, ...rest] = hash.split('$');
  if (tag !== 'scrypt' || rest.length > 0 || !salt || !key) return null;
  const [cost, blockSize, parallelization] = [Number(n), Number(r), Number(p)];
  if (![cost, blockSize, parallelization].every((x) => Number.isInteger(x) && x > 0)) return null;
  if (128 * cost * blockSize > MAX_MEMORY || parallelization > 16) return null;
  return {
    options: { N: cost, r: blockSize, p: parallelization },
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/**
 * Whether `password` is the one `hash` was made from; with no hash (no such player, or no
 * password), false after the same work as a wrong password.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  dummy ??= hashPassword(randomBytes(SALT_BYTES).toString('base64url'));
  const parts = parse(hash ?? (await dummy)) ?? parse(await dummy)!;
  const key = await derive(password, parts.salt, parts.options);
  const same = key.length === parts.key.length && timingSafeEqual(key, parts.key);
  return hash !== null && same;
}
