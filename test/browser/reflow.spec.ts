// Text and controls that zoom to 200 % without loss (issue 29, WCAG 1.4.4 and 1.4.10): a 1280×800
// screen zoomed to 200 % is a 640×400 CSS-pixel page. On every page, and in high contrast, nothing
// may need scrolling sideways and every control must lie within the page's width (reachable by
// scrolling down, never cut off at the side). Also: the system's "more contrast" turns the app's
// high contrast on.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TOOL_PAGES, type VisitedPage } from './support/pages';

const STEP = { timeout: 30_000 };

/** A page: its name, its address (after the app's) and what shows that it is ready. */
const PAGES: VisitedPage[] = [
  { name: 'home', query: '', ready: 'main' },
  {
    name: 'Parallel worlds, flat board',
    query: '?game=parallel-worlds&view=2d',
    ready: '[data-square]',
  },
  {
    name: 'Parallel worlds, 3D',
    query: '?game=parallel-worlds&view=3d',
    ready: '.view3d[data-ready="true"]',
  },
  {
    name: 'PlunderChess, screen-reader mode',
    query: '?game=plunder&blind',
    ready: '[data-testid="reader-command"]',
  },
  { name: 'a lesson', query: '?learn=pw-middle-level&view=2d', ready: '[data-square]' },
  ...TOOL_PAGES,
];

/** How far the page scrolls sideways, and the controls (by name) that stick out of its width. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll('button, a[href], input, select, textarea')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || el.closest('details:not([open])')) continue;
      if (box.right + window.scrollX > width + 1 || box.left + window.scrollX < -1)
        out.push((el.getAttribute('aria-label') || el.textContent || el.tagName).trim());
    }
    return { sideways: document.documentElement.scrollWidth - window.innerWidth, out };
  });

test.describe('reflow:', () => {
  for (const { name, query, ready } of PAGES) {
    test(`200 % zoom (640×400): ${name} needs no sideways scrolling and cuts off no control`, async ({
      page,
      app,
    }) => {
      await page.setViewportSize({ width: 640, height: 400 });
      await page.goto(`${app.url}${query}`);
      await expect(page.locator(ready).first()).toBeVisible(STEP);
      const { sideways, out } = await overflow(page);
      expect(sideways, `${name}: scrolls ${sideways} px sideways`).toBe(0);
      expect(out, `${name}: controls cut off at the side`).toEqual([]);
    });
  }

  test('the system asking for more contrast turns high contrast on; the setting does too', async ({
    page,
    app,
  }) => {
    await page.emulateMedia({ contrast: 'more' });
    await page.goto(`${app.url}?game=plunder`);
    await expect(page.locator('[data-square]').first()).toBeVisible(STEP);
    const root = page.locator('html');
    const muted = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--muted').trim(),
      );
    await expect(root).toHaveAttribute('data-contrast', 'more');
    const strong = await muted();
    await page.emulateMedia({ contrast: 'no-preference' });
    await expect(root).toHaveAttribute('data-contrast', 'normal');
    expect(await muted(), 'the muted text is stronger in high contrast').not.toBe(strong);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('checkbox', { name: 'High-contrast interface' }).check();
    await expect(root).toHaveAttribute('data-contrast', 'more');
    expect(await muted()).toBe(strong);
    const { sideways } = await overflow(page);
    expect(sideways).toBe(0);
  });
});
