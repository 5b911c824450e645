// Accounts in a real browser, as a player makes them: the site bar's account button, the account
// dialog's "Sign up" or "Log in", a name and a password; the page then holds the account's
// cookie. And the set-up of the tests where two accounts meet: a real server, a second browser,
// both signed up.
import { expect, type Locator, type Page } from '@playwright/test';
import { freshPage, startServer } from './gameServer';

const PASSWORD = 'a good long password';

/** Opens `url`, the account dialog's `action` tab, and submits `name` and the password. */
async function submitAccount(
  page: Page,
  url: string,
  action: 'Sign up' | 'Log in',
  name: string,
): Promise<Locator> {
  await page.goto(url);
  await page.locator('.account-button').click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.getByRole('button', { name: action }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  return dialog;
}

/** Opens `url` and signs up as `name` through the account dialog. */
export async function signUp(page: Page, url: string, name: string): Promise<void> {
  const dialog = await submitAccount(page, url, 'Sign up', name);
  await expect(dialog.getByRole('status')).toContainText(`Welcome, ${name}!`);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** Opens `url` and logs in as `name` (signed up by `signUp`) through the account dialog. */
export async function logIn(page: Page, url: string, name: string): Promise<void> {
  const dialog = await submitAccount(page, url, 'Log in', name);
  await expect
    .poll(() => page.evaluate(() => window.__test?.me?.() ?? null))
    .toEqual({ name, account: true });
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/**
 * A real game server and two browsers, `page` and a fresh one (`friend`), signed up at `path` as
 * two new accounts (`alice…` and `bob…`); `close()` closes the second browser and stops the
 * server, also when a sign-up failed.
 */
export async function twoAccounts(page: Page, path: string) {
  const server = await startServer();
  const friend = await freshPage(page);
  const close = async () => {
    await friend.close();
    await server.stop();
  };
  const alice = `alice${Date.now() % 100000}`;
  const bob = `bob${Date.now() % 100000}`;
  try {
    await signUp(page, `${server.origin}${path}`, alice);
    await signUp(friend.page, `${server.origin}${path}`, bob);
  } catch (error) {
    await close();
    throw error;
  }
  return { server, friend, alice, bob, close };
}
