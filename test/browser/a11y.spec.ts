// Accessibility checked, not hoped (issue 29): axe-core (@axe-core/playwright, its WCAG 2.1 A and
// AA rules) over every page of the app and the states a user brings it to: the home page and its
// library of kept games, each game on the flat board, Parallel worlds in 3D, a lesson and the
// lessons, the editor, the explorer, the rules and the notation pages, the presenter, the online
// invite and the follow page (vite preview has no game server, so both show what they say then;
// an online game itself needs one and is not audited), the new-game dialog, the question before
// resigning, a game over, a game page in Russian and one on a phone. Every violation found (of any impact) is logged with its rule and the number of
// elements, so the figures before and after a change can be read off the run
// (docs/accessibility.md); none of serious or critical impact is allowed on any page.
//
// And on a phone (390×844, touch), every control of a game page, flat and 3D (buttons, links,
// fields, the flat board's squares), is at least 44 px wide and high (WCAG 2.5.5, target size;
// the app's --touch-target), with moves played so that the move list and the turn panel have
// their buttons.
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, test, type Tools } from './fixtures';
import { inFreshContext, PHONE } from './support/browsers';
import { gameReady, typeMoves } from './support/gamePage';
import { TOOL_PAGES, type VisitedPage } from './support/pages';

const STEP = { timeout: 30_000 };
const DESKTOP = { width: 1280, height: 800 };
// no precaching, as on the other pages
const ON_A_PHONE: BrowserContextOptions = { ...PHONE, serviceWorkers: 'block' };
const TARGET_PX = 44;

/** Resigns for the side to move (the game page's Resign), stopping at the question or not. */
async function resign(page: Page, { confirm }: { confirm: boolean }) {
  await page.getByRole('button', { name: 'Resign' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible(STEP);
  if (!confirm) return;
  await question.getByRole('button', { name: 'Resign' }).click();
  await expect(page.getByTestId('game-over')).toBeVisible(STEP);
}

/** A page audited: see PAGES. */
interface AuditedPage extends VisitedPage {
  language?: string;
  phone?: boolean;
  then?: (page: Page, baseUrl: string) => Promise<void>;
}

/**
 * The pages: a name, the address, what shows that it is ready, and optionally the interface
 * language, a phone instead of a 1280×800 screen, and what brings the page to the state audited.
 */
const PAGES: AuditedPage[] = [
  { name: 'home', query: '', ready: 'main' },
  {
    name: 'home with a game kept in the library',
    query: '?game=plunder&view=2d',
    ready: '[data-square]',
    async then(page, baseUrl) {
      await typeMoves(page, ['e2e4']);
      await expect(page.locator('.save-status[data-save-state="saved"]')).toBeVisible(STEP);
      await page.goto(baseUrl);
      await expect(page.locator('.library-card')).toBeVisible(STEP);
    },
  },
  {
    name: 'Parallel worlds, flat board',
    query: '?game=parallel-worlds&view=2d',
    ready: '[data-square]',
  },
  {
    name: 'Parallel worlds, flat board, in Russian',
    query: '?game=parallel-worlds&view=2d',
    ready: '[data-square]',
    language: 'ru',
  },
  {
    name: 'Parallel worlds, flat board, on a phone',
    query: '?game=parallel-worlds&view=2d',
    ready: '[data-square]',
    phone: true,
  },
  {
    name: 'Parallel worlds, 3D',
    query: '?game=parallel-worlds&view=3d',
    ready: '.view3d[data-ready="true"]',
  },
  {
    name: 'the screen-reader mode, its tables open and a command answered',
    query: '?game=parallel-worlds&view=2d&blind',
    ready: '[data-testid="reader-command"]',
    async then(page) {
      await page.locator('.reader-tables summary').click();
      await page.getByTestId('reader-command').fill('s e2');
      await page.getByTestId('reader-command').press('Enter');
      await expect(page.locator('.reader-reply p')).toBeVisible(STEP);
    },
  },
  {
    name: 'Pocket mutation chess in high contrast',
    query: '?game=pocket-mutation&view=2d',
    ready: '[data-square]',
    async then(page) {
      await page.emulateMedia({ contrast: 'more' });
      await expect(page.locator('html')).toHaveAttribute('data-contrast', 'more');
    },
  },
  { name: 'Pocket mutation chess', query: '?game=pocket-mutation&view=2d', ready: '[data-square]' },
  { name: 'PlunderChess', query: '?game=plunder&view=2d', ready: '[data-square]' },
  {
    name: 'the new-game dialog',
    query: '?game=parallel-worlds&view=2d',
    ready: '[data-square]',
    async then(page) {
      await page.locator('.game-controls').getByRole('button', { name: 'New game' }).click();
      await expect(page.getByRole('dialog')).toBeVisible(STEP);
    },
  },
  {
    name: 'the question before resigning',
    query: '?game=plunder&view=2d',
    ready: '[data-square]',
    async then(page) {
      await typeMoves(page, ['e2e4']);
      await resign(page, { confirm: false });
    },
  },
  {
    name: 'a game over',
    query: '?game=plunder&view=2d',
    ready: '[data-square]',
    async then(page) {
      await typeMoves(page, ['e2e4']);
      await resign(page, { confirm: true });
    },
  },
  { name: 'a lesson', query: '?learn=pw-middle-level&view=2d', ready: '[data-square]' },
  { name: 'the lessons', query: '?learn', ready: 'main' },
  ...TOOL_PAGES,
  { name: 'the online invite', query: '?online=new&game=parallel-worlds', ready: 'main' },
  {
    name: 'the follow page',
    query: '?follow=ABC234',
    ready: '.follow-bar [role="status"]:has-text("needs the game server")',
  },
];

/** Opens `entry`'s page (in its language) and brings it to its state. */
async function open(page: Page, baseUrl: string, { query, ready, language, then }: AuditedPage) {
  if (language) {
    await page.addInitScript(
      (lang) =>
        localStorage.setItem('parallel-worlds.settings', JSON.stringify({ language: lang })),
      language,
    );
  }
  await page.goto(`${baseUrl}${query}`);
  await expect(page.locator(ready).first()).toBeVisible(STEP);
  await then?.(page, baseUrl);
}

/** Runs axe on the page as it stands; returns its violations, logged one line each. */
async function audit(page: Page, name: string, tools: Tools) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  for (const v of violations)
    tools.log(`${name}: ${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
  return violations;
}

/**
 * The controls on the page smaller than `min` px either way, as 'button "Pen" 73×35'. A box or a
 * radio inside its label is measured by the label, which takes a press for it; a control hidden
 * from the eye (1 px, clipped: the file input that "Open a record file" opens) is no target, and
 * neither is one not shown (a closed panel, display: none). Run in the page.
 */
function smallControls(min: number): string[] {
  const small: string[] = [];
  const controls = 'button, input, select, textarea, summary, a[href], [role="button"]';
  for (const control of document.querySelectorAll(controls)) {
    const choice = control.matches('input[type="checkbox"], input[type="radio"]');
    const target = (choice && control.closest('label')) || control;
    const { width, height } = target.getBoundingClientRect();
    if (width <= 1 || height <= 1 || getComputedStyle(target).visibility === 'hidden') continue;
    if (width >= min && height >= min) continue;
    // a form control's labels (a button, a field); other controls have none
    const { labels } = control as { labels?: NodeListOf<HTMLLabelElement> | null };
    const label = labels?.[0] ?? target;
    const name =
      control.getAttribute('aria-label') ?? (label.textContent ?? '').trim().slice(0, 40);
    small.push(
      `${control.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`,
    );
  }
  return small;
}

/** The game pages measured on a phone, with moves played so the move list has its buttons. */
const PW_MOVES = ['1e2-1e4', 'end', '3e7-3e5'];
const GAMES_ON_A_PHONE: { name: string; query: string; ready: string; moves: string[] }[] = [
  {
    name: 'Parallel worlds, flat board',
    query: '?game=parallel-worlds&view=2d',
    ready: '[data-square]',
    moves: PW_MOVES,
  },
  {
    name: 'Parallel worlds, 3D',
    query: '?game=parallel-worlds&view=3d',
    ready: '.view3d[data-ready="true"]',
    moves: PW_MOVES,
  },
  {
    name: 'Pocket mutation chess',
    query: '?game=pocket-mutation&view=2d',
    ready: '[data-square]',
    moves: ['e2e4', 'e7e5'],
  },
];

test.describe('a11y:', () => {
  for (const entry of PAGES) {
    test(`axe: ${entry.name} (${entry.query || '/'}) breaks no serious or critical rule`, async ({
      page,
      app,
      tools,
    }) => {
      const check = async (tab: Page) => {
        await open(tab, app.url, entry);
        const violations = await audit(tab, entry.name, tools);
        tools.log(`${entry.name}: ${violations.length} rules violated`);
        const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          grave.map((v) => `${v.id} ×${v.nodes.length}`),
          `${entry.name}: serious or critical rules broken`,
        ).toEqual([]);
      };
      if (entry.phone) return inFreshContext(page, ON_A_PHONE, check);
      await page.setViewportSize(DESKTOP);
      await check(page);
    });
  }

  for (const { name, query, ready, moves } of GAMES_ON_A_PHONE) {
    test(`on a phone every control of ${name} is at least ${TARGET_PX} px wide and high`, async ({
      page,
      app,
    }) => {
      await inFreshContext(page, ON_A_PHONE, async (phone) => {
        await phone.goto(`${app.url}${query}`);
        await expect(phone.locator(ready).first()).toBeVisible(STEP);
        await gameReady(phone);
        await typeMoves(phone, moves);
        for (const summary of await phone.locator('details:not([open]) > summary').all())
          await summary.click();
        expect(await phone.evaluate(smallControls, TARGET_PX), `${name}: too small`).toEqual([]);
      });
    });
  }
});
