import {
  OfflineRedeemText,
  RedemptionApi,
  redemptionListSchema,
  VerifyText,
  type Merchant,
  type Offer,
} from '@citybook/contract';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { createMember, memberPassword } from '../support/accounts.ts';
import { logInAndActivate } from '../support/activation.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm } from '../support/login.ts';
import { generateCodes } from '../support/operator.ts';
import { austinMerchants, redeemableOffer } from '../support/redeemable-offers.ts';

// Issue #16 acceptance: redeeming at a counter with no signal. The app's worker runs here (the
// other journeys block it), so pages opened online can be reloaded offline.
test.use({ serviceWorkers: 'allow' });
// Each journey waits for the app to send what it kept once back online (within 30 s).
test.describe.configure({ timeout: 120_000 });

const SYNC_WITHIN_MS = 30_000;

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

/**
 * How many records a database of the page's origin keeps in a store, without creating either:
 * the app's and the worker's IndexedDB (issue #27).
 */
function recordsKept(page: Page, database: string, store: string): Promise<number> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => {
          open.transaction?.abort();
        };
        open.onerror = (event) => {
          event.preventDefault();
          resolve(0);
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction(storeName).objectStore(storeName).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error ?? new Error('IndexedDB'));
        };
      }),
    [database, store] as const,
  );
}

/** What the device keeps of the member for offline use, store by store. */
async function offlineRecordsKept(page: Page) {
  return {
    redemptions: await recordsKept(page, 'citybook-offline', 'redemptions'),
    tickets: await recordsKept(page, 'citybook-offline-tickets', 'tickets'),
    merchantsOpened: await recordsKept(page, 'workbox-expiration', 'cache-entries'),
  };
}

/**
 * Opens the offer under the worker, so that its merchant's answer is kept for offline, and waits
 * until the device holds the offline tickets it fetches while online (issue #27).
 */
async function openOfferOnline(page: Page, merchant: Merchant, offer: Offer): Promise<void> {
  await workerControls(page);
  await page.goto(`/offers/offer/${merchant.id}/${offer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
  await expect.poll(() => offlineTicketsKept(page), { timeout: 20_000 }).toBeGreaterThan(0);
}

/** Redeems the offer shown, offline; answers the verification code the counter screen shows. */
async function redeemOffline(page: Page, merchant: Merchant): Promise<string> {
  await page.getByRole('button', { name: 'Redeem' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem Coupon?' });
  await expect(confirm).toContainText(OfflineRedeemText.confirmOffline(merchant.title));
  await confirm.getByRole('button', { name: 'Redeem' }).click();
  const counter = page.getByRole('region', { name: 'Show this at the counter' });
  await expect(counter).toBeVisible();
  const code = counter.getByText(/^[0-9A-HJKMNP-TV-Z]{3} [0-9A-HJKMNP-TV-Z]{3}$/);
  return ((await code.textContent()) ?? '').replace(' ', '');
}

/** A new member, logged in on `page` and activated, and a coupon they can redeem. */
async function activatedMember(page: Page, request: APIRequestContext, baseURL?: string) {
  const [code] = generateCodes(baseURL, 1);
  const email = await createMember(request, { withMarket: true });
  const { merchant, offer } = redeemableOffer(await austinMerchants(request));
  await logInAndActivate(page, email, code!);
  return { email, merchant, offer };
}

/** The member's redemptions of the offer, as the server has them (the page's session). */
async function serverRedemptionsOf(context: BrowserContext, offerId: number) {
  const response = await context.request.get(RedemptionApi.getRedemptions.path);
  expect(response.ok()).toBe(true);
  return redemptionListSchema.parse(await response.json()).filter((r) => r.offerId === offerId);
}

test('a member redeems with no signal, sees the counter screen, and the server records it once back online', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const { merchant, offer } = await activatedMember(page, request, baseURL);
  await openOfferOnline(page, merchant, offer);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
  const sent = page.waitForRequest(
    (call) => call.url().endsWith(RedemptionApi.redeem.path) && call.method() === 'POST',
  );
  const verificationCode = await redeemOffline(page, merchant);
  const counter = page.getByRole('region', { name: 'Show this at the counter' });
  await expect(counter).toContainText(offer.redemptionData);
  const clock = counter.getByRole('timer');
  const shownAt = await clock.textContent();
  await expect(clock).not.toHaveText(shownAt ?? '');
  // Staff checking now learn it is not known yet, and why.
  const staff = await browser.newContext({ baseURL });
  const checking = await staff.newPage();
  await checking.goto(`/verify/${verificationCode}`);
  await expect(checking.getByRole('alert')).toContainText(VerifyText.notFoundYet);

  await context.setOffline(false);
  await expect
    .poll(() => serverRedemptionsOf(context, offer.id), { timeout: SYNC_WITHIN_MS })
    .toHaveLength(1);
  const [recorded] = await serverRedemptionsOf(context, offer.id);
  expect(recorded!.verificationCode).toBe(verificationCode);

  // A repeated sync (another tab, the worker's Background Sync) adds nothing.
  const call = await sent;
  const again = await context.request.post(RedemptionApi.redeem.path, {
    data: call.postDataJSON() as unknown,
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(again.status()).toBe(200);
  expect(await serverRedemptionsOf(context, offer.id)).toHaveLength(1);

  // Staff: the code is valid, made offline, and when.
  await checking.goto(`/verify/${verificationCode}`);
  const answer = checking.getByRole('status', { name: VerifyText.valid });
  await expect(answer).toContainText(merchant.title);
  await expect(answer).toContainText('Pending — made offline at');
  await checking.goto('/verify/ZZZZZZ');
  await expect(checking.getByRole('alert')).toContainText(VerifyText.notFound);
  await staff.close();
});

test('the same coupon redeemed offline on two devices ends as one redemption and one clear message', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  const { email, merchant, offer } = await activatedMember(page, request, baseURL);
  const other = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const phone = await other.newPage();
  await logInThroughForm(phone, email, memberPassword);
  await expect(phone).toHaveURL(/\/offers\/categories$/);

  for (const [device, pageOn] of [
    [context, page],
    [other, phone],
  ] as const) {
    await openOfferOnline(pageOn, merchant, offer);
    await device.setOffline(true);
    await redeemOffline(pageOn, merchant);
  }

  await context.setOffline(false);
  await expect
    .poll(() => serverRedemptionsOf(context, offer.id), { timeout: SYNC_WITHIN_MS })
    .toHaveLength(1);
  await other.setOffline(false);
  await phone.getByRole('button', { name: 'Done' }).click();
  await phone
    .getByRole('dialog', { name: 'Done With This Coupon?' })
    .getByRole('button', { name: 'Done' })
    .click();
  // Done leads back to the merchant; going elsewhere before the app has got there would race it.
  await expect(phone).toHaveURL(new RegExp(`/merchant/${merchant.id}$`));
  await phone.goto('/account/savings');
  const refused = phone.getByRole('region', { name: OfflineRedeemText.refusedHeading });
  await expect(refused).toContainText(OfflineRedeemText.alreadyRedeemedElsewhere, {
    timeout: SYNC_WITHIN_MS,
  });
  await expect(refused.getByRole('listitem')).toHaveCount(1);
  expect(await serverRedemptionsOf(context, offer.id)).toHaveLength(1);

  // Issue #27: the refusal, the tickets and the merchants opened leave the phone with the member.
  const kept = await offlineRecordsKept(phone);
  expect(kept.redemptions).toBe(1);
  expect(kept.tickets).toBeGreaterThan(0);
  expect(kept.merchantsOpened).toBeGreaterThan(0);
  await phone.getByRole('button', { name: 'Menu' }).click();
  await phone
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Logout' })
    .click();
  const question = phone.getByRole('dialog', { name: 'Log out' });
  await expect(question).toContainText('Are you sure you want to log out?');
  await question.getByRole('button', { name: 'OK' }).click();
  await expect(phone).toHaveURL(/\/account\/login$/);
  await expect
    .poll(() => offlineRecordsKept(phone))
    .toEqual({ redemptions: 0, tickets: 0, merchantsOpened: 0 });
  await other.close();
});
