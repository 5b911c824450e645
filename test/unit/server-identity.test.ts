/**
 * The identity modules of the server (src/server/identity) and the account rules of the
 * protocol (src/protocol/accounts.ts): scrypt hashes in their tagged format, verified in
 * constant time, a log-in for nobody costing a hash all the same; signed cookies (a tampered
 * one refused) and their attributes; generated names within the rules of a name; the checks of
 * the identity routes' bodies, as tables.
 */
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NAME_PATTERN,
  checkCredentials,
  checkDeletion,
  checkPasswordChange,
} from '../../src/protocol';
import { readCookie, sessionCookie, sign, unsign } from '../../src/server/identity/cookies';
import { friendlyName } from '../../src/server/identity/names';
import { hashPassword, verifyPassword } from '../../src/server/identity/passwords';
import { cookieSecret } from '../../src/server/identity/secret';

/** scrypt costs tens of ms a hash, far more on a loaded 2-core machine: these tests hash a dozen times. */
const SCRYPT_TESTS = { timeout: 30_000 };

describe('passwords', () => {
  it(
    'are hashed with scrypt in a tagged format with a fresh salt, and verified',
    SCRYPT_TESTS,
    async () => {
      const hash = await hashPassword('correct horse');
      expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(await hashPassword('correct horse')).not.toBe(hash); // another salt
      expect(await verifyPassword('correct horse', hash)).toBe(true);
      expect(await verifyPassword('correct horsf', hash)).toBe(false);
      expect(await verifyPassword('', hash)).toBe(false);
    },
  );

  it(
    'refuse a hash that is not theirs, and nobody’s password, after the same work',
    SCRYPT_TESTS,
    async () => {
      const hash = await hashPassword('password1');
      for (const broken of [
        '',
        'plain',
        hash.replace('scrypt', 'md5'),
        `${hash}$x`,
        'scrypt$0$8$1$a$b',
        'scrypt$1048576$32$1$a$b', // more memory than allowed
      ])
        expect(await verifyPassword('password1', broken)).toBe(false);
      await verifyPassword('warm-up', null); // the dummy hash is made once
      const time = async (hash: string | null) => {
        const started = performance.now();
        for (let i = 0; i < 4; i++) await verifyPassword('password2', hash);
        return performance.now() - started;
      };
      const [wrong, nobody] = [await time(hash), await time(null)];
      expect(await verifyPassword('password2', null)).toBe(false);
      expect(nobody).toBeGreaterThan(wrong / 3); // a hash each, not a shortcut
    },
  );
});

describe('signed cookies', () => {
  const secret = 's'.repeat(32);

  it('carry a value signed with the secret and refuse any other', () => {
    const signed = sign('session-1', secret);
    expect(unsign(signed, secret)).toBe('session-1');
    const [value, mac] = signed.split('.') as [string, string];
    const flipped = mac[0] === 'A' ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    for (const tampered of [
      `session-2.${mac}`,
      `${value}.${flipped}`,
      `${value}.`,
      value,
      `.${mac}`,
      sign('session-1', 't'.repeat(32)),
      `${signed}x`,
      `${'a'.repeat(300)}.${mac}`,
    ])
      expect(unsign(tampered, secret)).toBeNull();
  });

  it('are read from a Cookie header and set httpOnly, SameSite=Lax, Secure over TLS', () => {
    expect(readCookie('a=1; pw_session=xyz.abc; b=2', 'pw_session')).toBe('xyz.abc');
    expect(readCookie('pw_sessionx=1', 'pw_session')).toBeUndefined();
    expect(readCookie(undefined, 'pw_session')).toBeUndefined();
    const plain = sessionCookie('id', secret, false);
    expect(plain).toMatch(
      /^pw_session=id\.[\w-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(sessionCookie('id', secret, true)).toMatch(/; Secure$/);
    expect(sessionCookie(null, secret, false)).toBe(
      'pw_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('are signed with COOKIE_SECRET, or a secret made once and kept in the data folder', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'pw-secret-')), 'data');
    const made = cookieSecret({}, dir);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(cookieSecret({}, dir)).toBe(made);
    expect(readFileSync(join(dir, 'cookie-secret'), 'utf8').trim()).toBe(made);
    expect(statSync(join(dir, 'cookie-secret')).mode & 0o777).toBe(0o600);
    expect(cookieSecret({ COOKIE_SECRET: 'x'.repeat(40) }, dir)).toBe('x'.repeat(40));
    expect(() => cookieSecret({ COOKIE_SECRET: 'short' }, dir)).toThrow(/32/);
  });
});

describe('generated names', () => {
  it('are an adjective, an animal and a number, within the rules of a name', () => {
    expect(friendlyName(() => 0)).toBe('BraveOtter0');
    const names = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const name = friendlyName();
      expect(name).toMatch(NAME_PATTERN);
      expect(name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{1,3}$/);
      names.add(name);
    }
    expect(names.size).toBeGreaterThan(450); // 900 000 of them
  });
});

describe('the identity routes’ bodies', () => {
  const ok = { name: 'Ada_Lovelace-1', password: 'x'.repeat(8) };
  it.each([
    [ok, 'ok'],
    [{ name: 'abc', password: 'é'.repeat(200) }, 'ok'],
    [{ name: 'a'.repeat(20), password: 'p'.repeat(8) }, 'ok'],
    [{ name: 'ab', password: 'p'.repeat(8) }, 'bad-name'],
    [{ name: 'a'.repeat(21), password: 'p'.repeat(8) }, 'bad-name'],
    [{ name: 'Ada Lovelace', password: 'p'.repeat(8) }, 'bad-name'],
    [{ name: 'Adä', password: 'p'.repeat(8) }, 'bad-name'],
    [{ name: 'ada\n', password: 'p'.repeat(8) }, 'bad-name'],
    [{ name: 'ada', password: 'p'.repeat(7) }, 'bad-password'],
    [{ name: 'ada', password: 'p'.repeat(201) }, 'bad-password'],
    [{ name: 'ada' }, 'bad-body'],
    [{ name: 'ada', password: 12345678 }, 'bad-body'],
    [{ ...ok, admin: true }, 'bad-body'],
    [[ok.name, ok.password], 'bad-body'],
    [null, 'bad-body'],
    ['ada', 'bad-body'],
  ])('checkCredentials(%j) → %s', (body, expected) => {
    const checked = checkCredentials(body);
    expect(checked.ok ? 'ok' : checked.error).toBe(expected);
  });

  it.each([
    [{ password: 'old', newPassword: 'n'.repeat(8) }, 'ok'],
    [{ password: 'old', newPassword: 'n'.repeat(7) }, 'bad-password'],
    [{ password: 'o'.repeat(201), newPassword: 'n'.repeat(8) }, 'bad-body'],
    [{ password: 'old' }, 'bad-body'],
    [{ newPassword: 'n'.repeat(8), password: 1 }, 'bad-body'],
  ])('checkPasswordChange(%j) → %s', (body, expected) => {
    const checked = checkPasswordChange(body);
    expect(checked.ok ? 'ok' : checked.error).toBe(expected);
  });

  it.each([
    [{ password: 'anything' }, 'ok'],
    [{ password: 'p'.repeat(201) }, 'bad-body'],
    [{}, 'bad-body'],
    [{ password: null }, 'bad-body'],
  ])('checkDeletion(%j) → %s', (body, expected) => {
    const checked = checkDeletion(body);
    expect(checked.ok ? 'ok' : checked.error).toBe(expected);
  });
});
