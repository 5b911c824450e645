// Renders the app's icons (public/icons/*.png, the web app manifest's and the home screen's) from
// the two SVG sources beside this file, in headless Chromium, so the PNGs are exactly what a
// browser draws of the SVG: `node assets/icons/render.mjs` after changing an SVG, then commit
// the PNGs. icon-any.svg (rounded, transparent corners) gives the "any" icons, icon-maskable.svg
// (full-bleed ground, the boards inside the 80 % safe circle) the maskable one and Apple's
// home-screen icon, which iOS shows without transparency. public/icons/icon.svg is the favicon.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/browser/support/chromium.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(HERE, '../../public/icons');

/** [source svg, output png, size in pixels] */
const ICONS = [
  ['icon-any.svg', 'icon-192.png', 192],
  ['icon-any.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon-180.png', 180],
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  for (const [source, output, size] of ICONS) {
    const svg = readFileSync(path.join(HERE, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(OUT, output), omitBackground: true });
    console.log(`public/icons/${output} (${size}×${size}, from ${source})`);
  }
} finally {
  await browser.close();
}
copyFileSync(path.join(HERE, 'icon-any.svg'), path.join(OUT, 'icon.svg'));
console.log('public/icons/icon.svg (the favicon, a copy of icon-any.svg)');
