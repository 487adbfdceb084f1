/** Issue #7 item 6: keyboard-only runs of login, browsing to an offer and redeeming it. */
import { createMember, memberPassword } from '../../support/accounts.ts';
import { guestMarketId } from '../../support/catalog.ts';
import { expect, test } from '../../support/fixtures.ts';
import { expectFocusWithin, focusState, moveFocusTo } from '../../support/keyboard-focus.ts';
import { logInAsGuest } from '../../support/login.ts';
import { generateCodes } from '../../support/operator.ts';
import { nearestRedeemable } from '../../support/redeemable-offers.ts';
import { heading } from '../../support/screens.ts';

// Transitions end at once: colour contrast is judged on the settled page.
test.use({ reducedMotion: 'reduce' });

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 90_000 });

  test('log in, activate, browse to an offer and redeem it', async ({ page, request, baseURL }) => {
    const [code] = generateCodes(baseURL, 1);
    const email = await createMember(request, { withMarket: true });
    // createMember's market is the first by title: Austin, the demo market read here.
    const { category, merchant, offer } = await nearestRedeemable(
      request,
      await guestMarketId(request),
    );
    const categoryTitle = category.title;

    // Log in: Tab to the fields, type, Enter.
    await page.goto('/account/login');
    await expect(heading(page, 'Log in to Citybook')).toBeVisible();
    await moveFocusTo(page, page.getByLabel('Email'));
    await page.keyboard.type(email);
    await moveFocusTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(memberPassword);
    await page.keyboard.press('Enter');

    // Activate with a book code, the dialog confirmed by keyboard.
    await expect(heading(page, 'Activate Citybook')).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
    await moveFocusTo(page, page.getByRole('link', { name: 'I have a book code' }));
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Activate Your Account')).toBeVisible();
    await moveFocusTo(page, page.getByLabel('Activation code'));
    await page.keyboard.type(code!);
    await page.keyboard.press('Enter');
    const activated = page.getByRole('dialog', { name: 'Activated!' });
    await expect(activated.getByRole('button', { name: 'OK', exact: true })).toBeFocused();
    expect((await focusState(page)).visible).toBe(true);
    await page.keyboard.press('Enter');

    // Categories → category → merchant → offer.
    await expect(heading(page, 'Categories')).toBeVisible();
    await moveFocusTo(page, page.getByRole('link', { name: categoryTitle, exact: true }));
    await page.keyboard.press('Enter');
    await expect(heading(page, categoryTitle)).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
    const merchantLink = page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('link', { name: merchant.title })
      .first();
    await moveFocusTo(page, merchantLink, 'Tab', 60);
    await page.keyboard.press('Enter');
    await expect(heading(page, merchant.title)).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
    const offerLink = page.getByRole('link', { name: offer.title }).first();
    await moveFocusTo(page, offerLink);
    await page.keyboard.press('Enter');
    await expect(heading(page, offer.title)).toBeVisible();
    // The new page puts focus on its content once it shows: Tab from there, not before.
    await expect(page.getByRole('main')).toBeFocused();

    // Redeem: Space opens the question; Escape cancels and gives focus back to Redeem.
    const redeem = page.getByRole('button', { name: 'Redeem' });
    await moveFocusTo(page, redeem);
    await page.keyboard.press('Space');
    const confirm = page.getByRole('dialog', { name: 'Redeem Coupon?' });
    await expect(confirm).toBeVisible();
    await expectFocusWithin(confirm);
    expect((await focusState(page)).visible).toBe(true);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(redeem).toBeFocused();

    // Again, and confirm: Tab stays inside the dialog and reaches its Redeem button.
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await moveFocusTo(page, confirm.getByRole('button', { name: 'Redeem' }));
    await page.keyboard.press('Enter');
    const counter = page.getByRole('region', { name: 'Show this at the counter' });
    await expect(counter).toContainText(offer.redemptionData);
    // The Redeem button is gone: reading starts at the coupon's heading.
    await expect(heading(page, offer.title)).toBeFocused();

    // Done, confirmed by keyboard, returns to the merchant.
    await moveFocusTo(page, page.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    const done = page.getByRole('dialog', { name: 'Done With This Coupon?' });
    await expectFocusWithin(done);
    await moveFocusTo(page, done.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/merchant/${merchant.id}`));
    await expect(heading(page, merchant.title)).toBeVisible();
  });

  test('the side menu and the markets dialog take focus and give it back', async ({ page }) => {
    await logInAsGuest(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    // The new page has focus on its main content; the menu button is just before it.
    await expect(page.getByRole('main')).toBeFocused();
    await moveFocusTo(page, toggle, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expectFocusWithin(menu);
    // Tab cycles through the menu and never reaches the page behind it (past its last entry a
    // modal <dialog> lets focus go to the browser's own controls, then back to its first).
    const stops = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const where = await menu.evaluate((element) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return element.contains(active) ? (active.textContent ?? '') : 'page behind the menu';
      });
      expect(where).not.toBe('page behind the menu');
      stops.add(where);
    }
    expect(stops).toContain('Logout');
    expect(stops).toContain('Account');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Through the menu to My Location, then the markets dialog, by keyboard.
    await page.keyboard.press('Enter');
    await expectFocusWithin(menu);
    await moveFocusTo(page, menu.getByRole('link', { name: 'My Location' }));
    await page.keyboard.press('Enter');
    await expect(heading(page, 'My Location')).toBeVisible();
    const choose = page.getByRole('button', { name: 'Choose Market' });
    await moveFocusTo(page, choose);
    await page.keyboard.press('Enter');
    const markets = page.getByRole('dialog', { name: 'Markets' });
    await expectFocusWithin(markets);
    await page.keyboard.press('Escape');
    await expect(markets).toBeHidden();
    await expect(choose).toBeFocused();
  });
});
