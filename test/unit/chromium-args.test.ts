/**
 * The browser tests' Chromium arguments (test/browser/support/chromium.mjs) keep Playwright's own
 * --disable-features list: Chromium takes only the last --disable-features, so ours must repeat
 * every feature Playwright disables. Read from the installed playwright-core, so an upgrade that
 * changes Playwright's list fails here instead of silently re-enabling a feature.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../browser/support/chromium.mjs';

/** The feature names in playwright-core's `disabledFeatures = [ … ]`, comments left out. */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle);
  if (!list) throw new Error('playwright-core no longer has a `disabledFeatures = [...]` list');
  const code = list[1]!.replace(/\/\/.*$/gm, '');
  return [...code.matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]!);
}

describe('the browser tests’ Chromium arguments', () => {
  it('repeat exactly the features Playwright disables', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...theirs].sort());
  });

  it('pass one --disable-features, with Playwright’s features and the omnibox pop-up’s', () => {
    const lists = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    const ours = lists[0]!.slice('--disable-features='.length).split(',');
    for (const feature of PLAYWRIGHT_DISABLED_FEATURES) expect(ours).toContain(feature);
    expect(ours).toContain('WebUIOmniboxPopup');
  });
});
