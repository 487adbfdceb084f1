import { expect, test } from '../support/fixtures.ts';
import { heading } from '../support/screens.ts';
import { addStaff, firstSignIn } from '../support/staff.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('screens', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await firstSignIn(page, addStaff(baseURL, 'editor'));
  const shoot = async (name: string, widths = [768, 1280]) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/cru-shots/${name}-${String(width)}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  await page.goto('/console/markets');
  await expect(page.getByRole('row').nth(2)).toBeVisible();
  await shoot('markets');
  await page.goto('/console/editions/new?marketId=2');
  await expect(heading(page, 'New edition')).toBeVisible();
  await shoot('edition-new', [1280]);
  await page.goto('/console/categories/1');
  await expect(page.getByRole('radiogroup', { name: 'Icon' })).toBeVisible();
  await page.getByLabel('Place in the list').click();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await shoot('category-focus', [1280]);
});
