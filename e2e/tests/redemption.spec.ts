import {
  hasTimeRules,
  isBookExpired,
  RedemptionDataType,
  redemptionSchema,
  Timing,
  type Merchant,
  type Offer,
} from '@citybook/contract';
import type { Page } from '@playwright/test';
import { createMember, memberPassword } from '../support/accounts.ts';
import { Audit } from '../support/axe-audit.ts';
import { closeDialog } from '../support/dialogs.ts';
import { guestMarketId, marketMerchants } from '../support/catalog.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm, skipActivationPrompt } from '../support/login.ts';
import { generateCodes } from '../support/operator.ts';
import { logInAndActivate } from '../support/activation.ts';

/**
 * A merchant with a coupon that can still be redeemed, at any hour (no time rules), shown as a
 * text code at the counter.
 */
function redeemableOffer(merchants: Merchant[]): { merchant: Merchant; offer: Offer } {
  for (const merchant of merchants) {
    const offer = merchant.offers.find(
      (o) =>
        !isBookExpired(o.adSpotOfferExpirationDate) &&
        !hasTimeRules(o.rules) &&
        o.redemptionDataTypeCode === RedemptionDataType.text &&
        o.savings > 0,
    );
    if (offer) return { merchant, offer };
  }
  throw new Error('The demo data has no redeemable text coupon');
}

async function openOffer(page: Page, merchant: Merchant, offer: Offer) {
  await page.goto(`/offers/category/${merchant.categoryId}/merchant/${merchant.id}`);
  await expect(page.getByRole('heading', { level: 1, name: merchant.title })).toBeVisible();
  await page.getByRole('link', { name: offer.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
}

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

test('a new member activates, redeems a coupon once, finds it in savings and shares it; staff check its code @smoke', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Web Share stubbed at the browser API: the page sees a device that can share.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  // The page's own clock, running at its natural pace until the test moves it on.
  await page.clock.install();
  const [code] = generateCodes(baseURL, 1);
  const email = await createMember(request, { withMarket: true });
  const { merchant, offer } = redeemableOffer(
    await marketMerchants(request, await guestMarketId(request)),
  );

  await logInAndActivate(page, email, code!);

  await openOffer(page, merchant, offer);
  await expect(page.getByRole('region', { name: 'Terms' })).toBeVisible();
  await page.getByRole('button', { name: 'Redeem' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem Coupon?' });
  await expect(confirm).toContainText(merchant.title);
  const redeemed = page.waitForResponse(
    (response) => response.url().endsWith('/api/merchant/offer/redeem') && response.ok(),
  );
  // A double tap still redeems once.
  await confirm.getByRole('button', { name: 'Redeem' }).dblclick();
  const { verificationCode } = redemptionSchema.parse(await (await redeemed).json());

  const counter = page.getByRole('region', { name: 'Show this at the counter' });
  // Issue #32 item 4: both codes labelled, the verification code (what staff check) first.
  const codes = counter.getByRole('definition');
  await expect(counter.getByRole('term')).toHaveText(['Verification code', 'Coupon code']);
  await expect(codes.nth(1)).toHaveText(offer.redemptionData);
  // Issue #16: the code staff check, read aloud in two groups, and a clock that keeps running.
  await expect(codes.first()).toContainText(
    `${verificationCode.slice(0, 3)} ${verificationCode.slice(3)}`,
  );
  const clock = counter.getByRole('timer', { name: 'Time now' });
  await expect(clock).toHaveText(/^\d{1,2}:\d{2}:\d{2}\s[AP]M$/);
  const shownAt = await clock.textContent();
  await expect(clock).not.toHaveText(shownAt ?? '');
  // The band keeps moving for a member who asks for reduced motion (in steps, not smoothly).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const band = counter.getByTestId('live-band');
  const bandAt = () => band.evaluate((element) => getComputedStyle(element).backgroundPositionX);
  const bandFirst = await bandAt();
  await expect.poll(bandAt).not.toBe(bandFirst);
  await expect(page.getByText(`You saved ${dollars(offer.savings)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
    .toEqual([
      expect.objectContaining({
        text: expect.stringMatching(new RegExp(`${merchant.title}.*#CitybookSavings`)),
        url: expect.stringMatching(/\/savings$/),
      }),
    ]);

  // Browser (or Android) Back asks the done-with-coupon question first, like Done.
  await page.goBack();
  const asked = page.getByRole('dialog', { name: 'Done With This Coupon?' });
  await expect(asked).toContainText('Coupons can only be redeemed once per activation');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toHaveCount(0);
  await expect(counter).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/offers/offer/${merchant.id}/${offer.id}$`));

  // Ten minutes on the page's clock: the live parts stop, the code stays for staff.
  await page.clock.fastForward('10:00');
  await expect(counter.getByRole('status')).toContainText(
    'The counter screen is live for 10 minutes',
  );
  await expect(clock).toHaveCount(0);
  await expect(counter).toContainText(
    `${verificationCode.slice(0, 3)} ${verificationCode.slice(3)}`,
  );

  await page.getByRole('button', { name: 'Done' }).click();
  const done = page.getByRole('dialog', { name: 'Done With This Coupon?' });
  await expect(done).toContainText('Coupons can only be redeemed once per activation');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(new RegExp(`/merchant/${merchant.id}`));

  await page.goto('/account/savings');
  await expect(page.getByRole('heading', { level: 1, name: 'Savings Tracker' })).toBeVisible();
  await expect(page.getByText(`Total saved ${dollars(offer.savings)}`)).toBeVisible();
  const rows = page.getByRole('region', { name: 'Redeemed coupons' });
  await expect(rows.getByRole('heading', { level: 3, name: merchant.title })).toHaveCount(1);
  // Issue #32 item 4: after the counter screen's ten minutes, the code is still in its row.
  await expect(rows.getByRole('listitem').filter({ hasText: merchant.title })).toContainText(
    `Verification code ${verificationCode.slice(0, 3)} ${verificationCode.slice(3)}`,
  );
  await expect(
    rows.getByRole('button', { name: `Share your savings at ${merchant.title}` }),
  ).toBeVisible();

  // REDEEM-4: an already-redeemed coupon does not open: its list entry explains and stays.
  await page.goto(`/offers/category/${merchant.categoryId}/merchant/${merchant.id}`);
  await page.getByRole('button', { name: offer.title }).first().click();
  const closed = page.getByRole('dialog', { name: 'Already Redeemed' });
  await expect(closed).toContainText('Sorry, this coupon has already been redeemed');
  await closeDialog(page, closed, 'OK');
  await expect(page.getByRole('heading', { level: 1, name: merchant.title })).toBeVisible();

  // Issue #16: staff, logged out, check the redemption's code as the QR opens it.
  const staff = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  try {
    const counter = await staff.newPage();
    const audit = new Audit(counter);
    await counter.goto(`/verify/${verificationCode.toLowerCase()}`);
    const valid = counter.getByRole('status', { name: 'Valid redemption' });
    await expect(valid).toContainText(merchant.title);
    await expect(valid).toContainText(offer.title);
    await expect(valid).toContainText(/Redeemed.+(now|minutes? ago)/);
    await expect(valid).toContainText('Not marked as checked yet.');
    await audit.check('verify, valid code', valid);
    const madeUp = verificationCode.startsWith('Z') ? 'YYYYYY' : 'ZZZZZZ';
    await counter.getByLabel('Verification code').fill(madeUp);
    await counter.getByRole('button', { name: 'Check' }).click();
    await expect(counter.getByRole('alert')).toContainText('Not found');
    audit.expectClean();
  } finally {
    await staff.close();
  }
});

test('a member who is not activated is steered to activation from a coupon', async ({
  page,
  request,
}) => {
  const email = await createMember(request, { withMarket: true });
  const { merchant, offer } = redeemableOffer(
    await marketMerchants(request, await guestMarketId(request)),
  );
  await logInThroughForm(page, email, memberPassword);
  await skipActivationPrompt(page);

  await openOffer(page, merchant, offer);
  await page.getByRole('button', { name: 'Redeem' }).click();
  const prompt = page.getByRole('dialog', { name: 'Activation Required' });
  await expect(prompt).toContainText('Please activate your account to redeem coupons.');
  await prompt.getByRole('button', { name: 'Activate' }).click();
  await expect(page).toHaveURL(/\/account\/selectActivation$/);
});

test('the deep link page opens the app at the same place after a second', async ({ page }) => {
  // The page's own clock, moved by the test: wall-clock timing on a busy machine proves nothing.
  await page.clock.install();
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  let openedUrl: string | null = null;
  session.on('Page.frameRequestedNavigation', ({ url }) => {
    if (url.startsWith('citybook:')) openedUrl = url;
  });

  await page.goto('/mobile/deeplink/offers/offer/12/34?from=mail');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Open in the Citybook app' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();

  await page.clock.runFor(Timing.deepLinkWaitMs - 100);
  expect(openedUrl).toBeNull();
  await page.clock.runFor(200);
  await expect.poll(() => openedUrl).toBe('citybook://offers/offer/12/34?from=mail');
});
