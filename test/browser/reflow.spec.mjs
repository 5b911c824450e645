// Text and controls that zoom to 200 % without loss (issue 29, WCAG 1.4.4 and 1.4.10): a 1280×800
// screen zoomed to 200 % is a 640×400 CSS-pixel page. On every page, and in high contrast, nothing
// may need scrolling sideways and every control must lie within the page's width (reachable by
// scrolling down, never cut off at the side). Also: the system's "more contrast" turns the app's
// high contrast on.
import assert from 'node:assert/strict';

const STEP = { timeout: 30_000 };

const PAGES = [
  ['home', '', 'main'],
  ['Parallel worlds, flat board', '?game=parallel-worlds&view=2d', '[data-square]'],
  ['Parallel worlds, 3D', '?game=parallel-worlds&view=3d', '.view3d[data-ready="true"]'],
  ['PlunderChess, screen-reader mode', '?game=plunder&blind', '[data-testid="reader-command"]'],
  ['a lesson', '?learn=pw-middle-level&view=2d', '[data-square]'],
  ['the editor', '?edit=parallel-worlds', '[data-square]'],
  ['the explorer', '?explore=parallel-worlds&piece=R&at=2d4', '[data-square]'],
  ['the rules', '?rules=parallel-worlds', 'main'],
  ['the notation', '?notation', 'main'],
  ['the presenter', '?present&idle=600', '.present-slide, [data-square]'],
];

/** How far the page scrolls sideways, and the controls (by name) that stick out of its width. */
const overflow = (page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.querySelectorAll('button, a[href], input, select, textarea')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || el.closest('details:not([open])')) continue;
      if (box.right + window.scrollX > width + 1 || box.left + window.scrollX < -1)
        out.push((el.getAttribute('aria-label') || el.textContent || el.tagName).trim());
    }
    return { sideways: document.documentElement.scrollWidth - window.innerWidth, out };
  });

export default [
  ...PAGES.map(([name, query, ready]) => ({
    name: `200 % zoom (640×400): ${name} needs no sideways scrolling and cuts off no control`,
    async fn(page, baseUrl) {
      await page.setViewportSize({ width: 640, height: 400 });
      await page.goto(`${baseUrl}${query}`);
      await page.locator(ready).first().waitFor(STEP);
      const { sideways, out } = await overflow(page);
      assert.equal(sideways, 0, `${name}: scrolls ${sideways} px sideways`);
      assert.deepEqual(out, [], `${name}: controls cut off at the side`);
    },
  })),
  {
    name: 'the system asking for more contrast turns high contrast on; the setting does too',
    async fn(page, baseUrl) {
      await page.emulateMedia({ contrast: 'more' });
      await page.goto(`${baseUrl}?game=plunder`);
      await page.locator('[data-square]').first().waitFor(STEP);
      const contrast = () => page.evaluate(() => document.documentElement.dataset.contrast);
      const muted = () =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--muted').trim(),
        );
      assert.equal(await contrast(), 'more');
      const strong = await muted();
      await page.emulateMedia({ contrast: 'no-preference' });
      await page.waitForFunction(() => document.documentElement.dataset.contrast === 'normal');
      assert.notEqual(await muted(), strong, 'the muted text is stronger in high contrast');
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('checkbox', { name: 'High-contrast interface' }).check();
      await page.waitForFunction(() => document.documentElement.dataset.contrast === 'more');
      assert.equal(await muted(), strong);
      const { sideways } = await overflow(page);
      assert.equal(sideways, 0);
    },
  },
];
