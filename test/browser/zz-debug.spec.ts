import { expect, test } from './fixtures';
import { rightDrag, waitShapes } from './support/drawing';
import { settled, STEP_TIMEOUT } from './support/view3d';
test('debug', async ({ page, app }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${app.url}?study=new`);
  await expect(page).toHaveURL(/study=(?!new)[\w-]+/, STEP_TIMEOUT);
  await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP_TIMEOUT);
  await settled(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await rightDrag(page, '1e2', '3e7');
  await waitShapes(page, 'G1e23e7');
  await page.waitForTimeout(1500);
  const data = await page.evaluate(async () => {
    const req = indexedDB.open('parallel-worlds-studies');
    const db: IDBDatabase = await new Promise((r) => (req.onsuccess = () => r(req.result)));
    const all = db.transaction('studies').objectStore('studies').getAll();
    return new Promise((r) => (all.onsuccess = () => r(JSON.stringify(all.result))));
  });
  console.log(data);
  await page.reload();
  await expect(page.locator('.view3d[data-ready="true"]')).toBeVisible(STEP_TIMEOUT);
  await page.waitForTimeout(1500);
  console.log(await page.evaluate(() => window.__test?.shapes()));
});
