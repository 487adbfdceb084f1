import { OfflineRedeemText, RedeemText, UnreachableText, type Merchant } from '@citybook/contract';
import type { Page } from '@playwright/test';
import { createMember } from '../support/accounts.ts';
import { logInAndActivate } from '../support/activation.ts';
import { expect, test } from '../support/fixtures.ts';
import { mapMarkers } from '../support/map.ts';
import { generateCodes } from '../support/operator.ts';
import { austinMerchants, redeemableOffer } from '../support/redeemable-offers.ts';
import { heading, openMerchant } from '../support/screens.ts';

// Issue #32 item 5: with no signal, pages say so and show what the device has. The app's worker
// runs here (the other journeys block it), so pages opened online can be opened again offline.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/** Waits until the app's worker is active and controls the page. */
async function workerControls(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** How many offline tickets (issue #27) the device keeps in IndexedDB. */
function offlineTicketsKept(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('citybook-offline-tickets');
        open.onupgradeneeded = () => open.result.createObjectStore('tickets');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
        open.onsuccess = () => {
          const count = open.result.transaction('tickets').objectStore('tickets').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error ?? new Error('IndexedDB'));
        };
      }),
  );
}

/** The notice a page shows when Citybook cannot be reached, by the words it says. */
const unreachable = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

async function redeemOffline(page: Page, merchant: Merchant): Promise<void> {
  await page.getByRole('button', { name: 'Redeem' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem Coupon?' });
  await expect(confirm).toContainText(OfflineRedeemText.confirmOffline(merchant.title));
  await confirm.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('region', { name: 'Show this at the counter' })).toBeVisible();
}

test('offline, the Savings Tracker and the map say so and show what the device has; a coupon redeemed offline shows as redeemed on its merchant page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const [code] = generateCodes(baseURL, 1);
  const email = await createMember(request, { withMarket: true });
  const { merchant, offer } = redeemableOffer(await austinMerchants(request));
  await logInAndActivate(page, email, code!);
  await workerControls(page);

  // Online, with the worker: the map, the merchant and the offer are opened once.
  await page.goto('/offers/map');
  await expect(mapMarkers(page).first()).toBeVisible();
  const inViewOnline = (await page.getByText(/^\d+ merchants? in view$/).textContent()) ?? '';
  await openMerchant(page, merchant);
  await page.getByRole('link', { name: offer.title }).click();
  await expect(heading(page, offer.title)).toBeVisible();
  await expect.poll(() => offlineTicketsKept(page), { timeout: 20_000 }).toBeGreaterThan(0);

  // No signal: the coupon is redeemed at the counter and kept on the phone.
  await context.setOffline(true);
  await redeemOffline(page, merchant);
  await page.getByRole('button', { name: 'Done' }).click();
  await page
    .getByRole('dialog', { name: RedeemText.doneTitle })
    .getByRole('button', { name: 'Done' })
    .click();

  // Its merchant page shows it redeemed, and says why it does not open.
  await expect(heading(page, merchant.title)).toBeVisible();
  const card = page.getByRole('button', { name: offer.title });
  await expect(card).toHaveAccessibleDescription(/Redeemed/);
  // The dialog adds a history entry that closing it goes back from (APP-5): wait for that.
  const historyIndex = () =>
    page.evaluate(() => (history.state as { idx?: number } | null)?.idx ?? -1);
  const before = await historyIndex();
  await card.click();
  const why = page.getByRole('dialog', { name: 'Already Redeemed' });
  await expect(why).toContainText(OfflineRedeemText.waitingOnOffer);
  await why.getByRole('button', { name: 'OK' }).click();
  await expect(why).toBeHidden();
  await expect.poll(historyIndex).toBe(before);

  // The Savings Tracker says the phone is offline and shows the coupon waiting on it.
  await page.goto('/account/savings');
  await expect(heading(page, 'Savings Tracker')).toBeVisible();
  await expect(unreachable(page, UnreachableText.savings)).toContainText(UnreachableText.offline);
  const waiting = page.getByRole('region', { name: OfflineRedeemText.waitingHeading });
  await expect(waiting).toContainText(merchant.title);
  await expect(waiting).toContainText(offer.title);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/account\/savings$/);

  // The map says so too, and shows the merchants it kept for the view it was left with.
  await page.goto('/offers/map');
  await expect(unreachable(page, UnreachableText.mapKept)).toContainText(UnreachableText.offline);
  await expect(mapMarkers(page).first()).toBeVisible();
  await expect(page.getByText(inViewOnline, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/offers\/map$/);

  // Back online, the map asks Citybook again: on the browser's online event, or with Try again
  // when that event came before the network did.
  await context.setOffline(false);
  const notice = unreachable(page, UnreachableText.mapKept);
  await expect(async () => {
    if ((await notice.count()) > 0) {
      await notice.getByRole('button', { name: UnreachableText.tryAgain }).click({ timeout: 1000 });
    }
    await expect(notice).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText(inViewOnline, { exact: true })).toBeVisible();
});
