// Signing up in a real browser, as a player does: the site bar's account button, the account
// dialog's "Sign up", a name and a password; the page then holds the new account's cookie.
import { expect, type Page } from '@playwright/test';

/** Opens `url` and signs up as `name` through the account dialog. */
export async function signUp(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.locator('.account-button').click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Password').fill('a good long password');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByRole('status')).toContainText(`Welcome, ${name}!`);
  await dialog.getByRole('button', { name: 'Close' }).click();
}
