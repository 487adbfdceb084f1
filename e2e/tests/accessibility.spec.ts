/**
 * Issue #7 item 6: axe-core on every screen of the app (zero serious or critical violations of
 * WCAG 2.1 A/AA and best practice), and keyboard-only runs of login, browsing to an offer and
 * redeeming it.
 *
 * Screens are grouped per user, one test each, so the spec logs in a few times only. Every test
 * collects the violations of all its screens and fails at the end with the full list (rule id,
 * impact and the CSS targets of the offending nodes), so one run shows everything to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  ApiPath,
  EXPIRATION_NOTICE_TITLE,
  isBookExpired,
  merchantListSchema,
  RedemptionDataType,
  type Category,
  type Merchant,
  type Offer,
  type Profile,
} from '@citybook/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createMember, memberPassword } from '../support/accounts.ts';
import { categoriesOf, guestMarketId, marketMerchants } from '../support/catalog.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInAsGuest, logInThroughForm } from '../support/login.ts';
import { generateCodes } from '../support/operator.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

// Transitions end at once: colour contrast is judged on the settled page.
test.use({ reducedMotion: 'reduce' });

/** Runs axe on each screen it is shown and keeps the serious and critical violations. */
class Audit {
  private readonly problems: string[] = [];
  private readonly screens: string[] = [];

  constructor(private readonly page: Page) {}

  /** Waits for `ready` (the screen's heading or dialog), then checks the whole page. */
  async check(screen: string, ready: Locator): Promise<void> {
    await expect(ready).toBeVisible();
    const started = Date.now();
    const results = await new AxeBuilder({ page: this.page }).withTags(AXE_TAGS).analyze();
    this.screens.push(screen);
    if (process.env.AXE_VERBOSE)
      console.warn(`[axe] ${screen}: ${String(Date.now() - started)} ms`);
    for (const violation of results.violations) {
      const impact = violation.impact ?? 'unknown';
      const line = `${screen}: ${violation.id} (${impact}) ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n')}`;
      if (FAILING_IMPACTS.has(impact)) this.problems.push(line);
      else if (process.env.AXE_VERBOSE) console.warn(`[axe, not failing] ${line}`);
    }
  }

  expectClean(): void {
    test.info().annotations.push({ type: 'screens checked', description: this.screens.join(', ') });
    expect(
      this.problems,
      `serious or critical axe violations:\n${this.problems.join('\n')}`,
    ).toEqual([]);
  }
}

/** A coupon of `merchant` in `categoryId` that can be redeemed, shown as a text code. */
function redeemableIn(merchant: Merchant, categoryId: number): Offer | undefined {
  return merchant.offers.find(
    (o) =>
      !isBookExpired(o.adSpotOfferExpirationDate) &&
      o.redemptionDataTypeCode === RedemptionDataType.text &&
      o.savings > 0 &&
      o.categoryId === categoryId,
  );
}

/** A merchant with a coupon that can still be redeemed, shown as a text code at the counter. */
function redeemableOffer(merchants: Merchant[]): { merchant: Merchant; offer: Offer } {
  for (const merchant of merchants) {
    const offer = redeemableIn(merchant, merchant.categoryId);
    if (offer) return { merchant, offer };
  }
  throw new Error('The demo data has no redeemable text coupon');
}

function expiredOffer(merchants: Merchant[]): { merchant: Merchant; offer: Offer } {
  for (const merchant of merchants) {
    const offer = merchant.offers.find(
      (o) => isBookExpired(o.adSpotOfferExpirationDate) && o.categoryId === merchant.categoryId,
    );
    if (offer) return { merchant, offer };
  }
  throw new Error('The demo data has no expired offer');
}

async function austinMerchants(request: APIRequestContext): Promise<Merchant[]> {
  return marketMerchants(request, await guestMarketId(request));
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

async function openMerchant(page: Page, merchant: Merchant): Promise<void> {
  await page.goto(`/offers/category/${merchant.categoryId}/merchant/${merchant.id}`);
  await expect(heading(page, merchant.title)).toBeVisible();
}

async function openOffer(page: Page, merchant: Merchant, offer: Offer): Promise<void> {
  await page.goto(`/offers/offer/${merchant.id}/${offer.id}`);
  await expect(heading(page, offer.title)).toBeVisible();
}

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Name on card').fill('Ana Member');
  await page.getByLabel('Card number').fill(number);
  await expect(page.getByText(/Card type: /)).toBeVisible();
  await page.getByLabel('Expiration month').fill('12');
  await page.getByLabel('Expiration year').fill(nextYear);
  await page.getByLabel('CVV').fill('123');
}

test.describe('axe: no serious or critical violations', () => {
  test.describe.configure({ timeout: 120_000 });

  test('anonymous screens', async ({ page, browser, baseURL }) => {
    const audit = new Audit(page);

    await page.goto('/account/login');
    await audit.check('login', heading(page, 'Log in to Citybook'));
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await audit.check(
      'login, rejected credentials',
      page.getByText('The email address or password is incorrect.'),
    );

    await page.goto('/account/create');
    await audit.check('create account', heading(page, 'Create Account'));
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm Password').fill('weaker');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await audit.check(
      'create account, invalid fields',
      page.getByText(/Passwords must be at least 8 characters long/),
    );

    await page.goto('/account/password/forgot');
    await audit.check('forgot password', heading(page, 'Forgot Password'));
    await page.goto('/account/password/reset?token=not-a-real-token');
    await audit.check('reset password', heading(page, 'Reset Password'));
    await page.goto('/account/password/set?token=not-a-real-token');
    await audit.check('set password', heading(page, /password/i));
    await page.goto('/error');
    await audit.check('/error', heading(page, 'Something went wrong'));
    await page.goto('/no/such/page');
    await audit.check('not found', page.getByRole('heading', { level: 1 }));
    await page.goto('/mobile/deeplink/offers/categories');
    await audit.check('deep link', heading(page, 'Open in the Citybook app'));

    // The outdated native subscription app: its own context with the app's user agent.
    const outdated = await browser.newContext({
      baseURL,
      reducedMotion: 'reduce',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile CitybookApp/0.9.0',
    });
    try {
      const native = await outdated.newPage();
      await native.addInitScript(() => {
        Object.assign(window, { CitybookAndroid: { postMessage: () => undefined } });
      });
      await native.goto('/account/login?mobilePlus=true');
      const nativeAudit = new Audit(native);
      await nativeAudit.check('update required', heading(native, 'Update Required'));
      nativeAudit.expectClean();
    } finally {
      await outdated.close();
    }

    audit.expectClean();
  });

  test('the guest', async ({ page, request }) => {
    const audit = new Audit(page);
    const merchants = await austinMerchants(request);
    const { merchant, offer } = redeemableOffer(merchants);
    const expired = expiredOffer(merchants);

    await logInAsGuest(page);
    await audit.check('categories (guest)', heading(page, 'Categories'));

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await audit.check('side menu', menu);
    await menu.getByRole('button', { name: 'Logout' }).click();
    const logout = page.getByRole('dialog', { name: 'Log out' });
    await audit.check('logout dialog', logout);
    await logout.getByRole('button', { name: 'Cancel' }).click();
    await expect(logout).toHaveCount(0);
    await page.keyboard.press('Escape');
    // A closed dialog steps back over its own history entry: let that settle before navigating.
    await expect(menu).toHaveCount(0);

    await page.getByRole('link', { name: 'Dining', exact: true }).click();
    await audit.check('category list', heading(page, 'Dining'));
    await page.getByRole('searchbox', { name: 'Search merchants' }).fill('zzzz-no-match');
    await audit.check('category list, no match', page.getByText(/No merchants match/));

    await openMerchant(page, merchant);
    await audit.check('merchant', heading(page, merchant.title));
    const franchise = merchants.find((m) => m.title === 'Lone Star Burger Co.');
    if (franchise) {
      await page.goto(
        `/offers/category/${franchise.categoryId}/merchant/${franchise.id}?hasSiblings=true&franchisorId=${franchise.franchisorId}`,
      );
      await audit.check(
        'merchant with other locations',
        page.getByRole('region', { name: 'Other locations' }).getByRole('link').first(),
      );
    }
    await openMerchant(page, expired.merchant);
    await page
      .getByRole('button', { name: `${expired.offer.title} Expired` })
      .first()
      .click();
    const bookExpired = page.getByRole('dialog', { name: 'BOOK EXPIRED' });
    await audit.check('book expired dialog', bookExpired);
    await page.keyboard.press('Escape');
    await expect(bookExpired).toHaveCount(0);

    await openOffer(page, expired.merchant, expired.offer);
    await audit.check('offer, book expired', heading(page, expired.offer.title));
    await openOffer(page, merchant, offer);
    await audit.check('offer (guest)', heading(page, offer.title));
    await page.getByRole('button', { name: 'Redeem' }).click();
    const activationRequired = page.getByRole('dialog', { name: 'Activation Required' });
    await audit.check('activation required dialog', activationRequired);
    await page.keyboard.press('Escape');
    await expect(activationRequired).toHaveCount(0);

    // Long lists are narrowed first: every row is the same component, and axe takes seconds
    // per hundred rows. The rows kept include expired coupons.
    await page.goto('/offers/all');
    await expect(heading(page, 'All Coupons')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search coupons' }).fill(expired.merchant.title);
    await audit.check('all offers', page.getByRole('status').filter({ hasText: /\d+ coupons?$/ }));

    // The map with the markers of its smallest category only, for the same reason.
    const categories = await categoriesOf(request, await guestMarketId(request));
    const perCategory = (id: number) => merchants.filter((m) => m.categoryId === id).length;
    const [smallest] = categories
      .filter((c) => perCategory(c.id) > 0)
      .sort((a, b) => perCategory(a.id) - perCategory(b.id));
    await page.goto('/offers/map');
    const markers = page.locator('.citybook-marker');
    await expect(markers).toHaveCount(merchants.length);
    await page.getByRole('button', { name: 'Categories' }).click();
    for (const category of categories) {
      if (category.id !== smallest?.id) {
        await page.getByRole('checkbox', { name: category.title, exact: true }).uncheck();
      }
    }
    await expect(markers).toHaveCount(perCategory(smallest?.id ?? 0));
    await audit.check('map, category menu', page.getByRole('checkbox', { name: smallest?.title }));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show list' }).click();
    await audit.check('map, merchant list', page.getByRole('list', { name: 'Merchants' }));
    await page.getByRole('button', { name: 'Hide list' }).click();
    await audit.check('map', page.getByRole('button', { name: 'Show list' }));
    await markers.first().focus();
    await page.keyboard.press('Enter');
    await audit.check('map, merchant popup', page.getByRole('link', { name: 'View merchant' }));

    await page.goto('/account/savings');
    await audit.check('savings tracker (guest)', heading(page, 'Savings Tracker'));
    await page.goto('/account/management');
    await audit.check('account management (guest)', heading(page, 'Account'));
    await page.goto('/account/managementmc');
    await audit.check('account managementmc (guest)', heading(page, 'Account'));
    await page.goto('/account/market');
    await audit.check('market (guest)', heading(page, 'My Location'));

    audit.expectClean();
  });

  test('a member with book codes', async ({ page, request, baseURL }) => {
    const audit = new Audit(page);
    const [first, second] = generateCodes(baseURL, 2);
    const { merchant, offer } = redeemableOffer(await austinMerchants(request));
    // No market yet: the login leads to the market choice.
    const email = await createMember(request);

    await logInThroughForm(page, email, memberPassword);
    await expect(page).toHaveURL(/\/account\/market$/);
    await audit.check('market', heading(page, 'My Location'));
    await page.getByRole('button', { name: 'Choose Market' }).click();
    const markets = page.getByRole('dialog', { name: 'Markets' });
    await audit.check('markets dialog', markets);
    await markets.getByRole('button', { name: 'Austin, TX' }).click();
    await expect(markets).toBeHidden();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL(/\/account\/selectActivation$/);
    await audit.check('select activation', heading(page, 'Activate Citybook'));
    await page.getByRole('link', { name: 'I have a book code' }).click();
    await audit.check('activate', heading(page, 'Activate Your Account'));
    await page.getByRole('link', { name: 'Need help?' }).click();
    await audit.check('activation help', page.getByRole('heading', { level: 1 }));
    await page.goto('/account/activate');
    await page.getByLabel('Activation code').fill(first!);
    await page.getByRole('button', { name: 'Activate' }).click();
    const activated = page.getByRole('dialog', { name: 'Activated!' });
    await audit.check('activated dialog', activated);
    await activated.getByRole('button', { name: 'OK', exact: true }).click();
    await audit.check('categories (member)', heading(page, 'Categories'));

    await page.goto('/account/activate');
    await page.getByLabel('Activation code').fill(first!);
    await page.getByRole('button', { name: 'Activate' }).click();
    const error = page.getByRole('dialog', { name: 'Activation Error' });
    await audit.check('error dialog', error);
    await error.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(error).toHaveCount(0);

    await openOffer(page, merchant, offer);
    await audit.check('offer, not redeemed', heading(page, offer.title));
    await page.getByRole('button', { name: 'Redeem' }).click();
    const confirm = page.getByRole('dialog', { name: 'Redeem Coupon?' });
    await audit.check('redeem confirm dialog', confirm);
    await confirm.getByRole('button', { name: 'Redeem' }).click();
    await audit.check(
      'offer, redeemed view',
      page.getByRole('region', { name: 'Show this at the counter' }),
    );
    // Chromium without a share sheet: the choice of services.
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog');
    await audit.check('share dialog', share);
    await page.keyboard.press('Escape');
    await expect(share).toHaveCount(0);
    await page.getByRole('button', { name: 'Done' }).click();
    const done = page.getByRole('dialog', { name: 'Done With This Coupon?' });
    await audit.check('done dialog', done);
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(new RegExp(`/merchant/${merchant.id}`));
    await audit.check('merchant, a coupon redeemed', heading(page, merchant.title));

    await openOffer(page, merchant, offer);
    await audit.check(
      'offer, already redeemed',
      page.getByText('Sorry, this coupon has already been redeemed'),
    );
    await page.goto('/account/savings');
    await audit.check(
      'savings tracker',
      page.getByRole('region', { name: 'Redeemed coupons' }).getByRole('heading', { level: 3 }),
    );

    await page.goto('/account/addCode');
    await audit.check('add code', heading(page, 'Add Another Code'));
    await page.getByLabel('Activation code').fill(second!);
    await page.getByRole('button', { name: 'Activate' }).click();
    await page
      .getByRole('dialog', { name: 'Activated!' })
      .getByRole('button', { name: 'OK', exact: true })
      .click();
    await expect(page).toHaveURL(/\/account\/managementmc$/);
    await audit.check('account managementmc (member)', page.getByRole('radiogroup'));
    await page.goto('/account/management');
    await audit.check('account management (member)', heading(page, 'Account'));

    await page.goto('/account/profile/edit');
    await audit.check('profile edit', heading(page, /profile/i));
    await page.goto('/account/password/change');
    await audit.check('change password', heading(page, 'Change Password'));
    await page.getByLabel('Current Password').fill('Wrong#pass1');
    await page.getByLabel('New Password').fill('Changed#Pw9');
    await page.getByLabel('Confirm Password').fill('Changed#Pw9');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true');
    await audit.check('change password, rejected', heading(page, 'Change Password'));

    await page.goto('/account/deleteAccount');
    const deleting = page.getByRole('dialog', { name: 'Delete Account' });
    await audit.check('delete account dialog', deleting);
    await deleting.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/account\/managementmc$/);

    // The expiry reminder: the activation ends in five days and notices are allowed for this
    // member (the server allows them for NOTICE_EMAILS only, so the profile is adjusted here).
    const validTo = new Date(Date.now() + 5 * 86_400_000 + 3_600_000).toISOString();
    const remind = (profile: Profile): Profile => ({
      ...profile,
      allowExpirationNotice: true,
      userOffersValidTo: validTo,
    });
    await page.route('**/api/account/profile', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: remind((await response.json()) as Profile) });
    });
    await page.evaluate(
      (stored) => {
        const profile = JSON.parse(localStorage.getItem('citybook.profile') ?? '{}') as object;
        localStorage.setItem('citybook.profile', JSON.stringify({ ...profile, ...stored }));
      },
      remind({} as Profile),
    );
    await page.goto('/offers/categories');
    await audit.check('select activation, renewing', heading(page, 'Renew Your Activation'));
    await page.getByRole('button', { name: 'Not now' }).click();
    await audit.check(
      'expiry reminder dialog',
      page.getByRole('dialog', { name: EXPIRATION_NOTICE_TITLE }),
    );

    audit.expectClean();
  });

  test('a member subscribing', async ({ page, request }) => {
    const audit = new Audit(page);
    const email = await createMember(request, { withMarket: true });
    await logInThroughForm(page, email, memberPassword);
    await expect(heading(page, 'Activate Citybook')).toBeVisible();
    await page.getByRole('link', { name: /^Monthly subscription/ }).click();
    await audit.check('payment form', heading(page, 'Payment'));
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await audit.check(
      'payment form, invalid card',
      page.getByText('Please check the card number.'),
    );

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const declined = page.getByRole('dialog', { name: 'Error' });
    await audit.check('error dialog, card declined', declined);
    await declined.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(declined).toHaveCount(0);

    await page.goto('/account/manageSubscriptions');
    await audit.check('manage subscriptions, none', heading(page, 'Manage Subscriptions'));
    await page.goBack();
    await expect(heading(page, 'Payment')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await audit.check('subscription complete', heading(page, 'Subscription Complete'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Categories')).toBeVisible();

    await page.goto('/account/manageSubscriptions');
    await audit.check('manage subscriptions', page.getByText(/Visa •••• 4242/));
    await page.goto('/account/changeSubscription');
    await audit.check('change subscription', page.getByRole('heading', { level: 1 }));
    await page.goto('/account/manageSubscriptions');
    await page.getByRole('link', { name: 'Update payment information' }).click();
    await audit.check('update payment form', heading(page, 'Update Payment Information'));
    await fillCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Save Card' }).click();
    await audit.check('payment info updated', heading(page, 'Payment Info Updated'));

    await page.goto('/account/managementmc');
    await audit.check('account managementmc (subscriber)', heading(page, 'Account'));

    audit.expectClean();
  });
});

/**
 * The category list entry nearest the top of its list (nearest the market's centre) with a
 * coupon that can be redeemed, so the keyboard run reaches it with a few presses of Tab.
 */
async function nearestRedeemable(request: APIRequestContext, marketId: number) {
  let best: { category: Category; merchant: Merchant; offer: Offer; index: number } | null = null;
  for (const category of await categoriesOf(request, marketId)) {
    const response = await request.get(
      `${ApiPath.catalog.merchantsInCategory}?marketId=${marketId}&categoryId=${category.id}`,
    );
    const merchants = merchantListSchema.parse(await response.json());
    const index = merchants.findIndex((m) => redeemableIn(m, category.id));
    const merchant = merchants[index];
    const offer = merchant && redeemableIn(merchant, category.id);
    if (merchant && offer && (best === null || index < best.index)) {
      best = { category, merchant, offer, index };
    }
  }
  if (!best) throw new Error('The demo data has no redeemable text coupon');
  return best;
}

/** What the focused element is, and whether the browser shows it focused (outline or shadow). */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { tag: 'body', name: '', visible: false };
    }
    // A card's link draws its focus on the ::after that covers the card.
    const shown = [getComputedStyle(element), getComputedStyle(element, '::after')].some(
      (style) =>
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none',
    );
    const name =
      element.getAttribute('aria-label') ??
      (element.innerText || element.getAttribute('name') || element.id).trim().slice(0, 60);
    return {
      tag: element.tagName.toLowerCase(),
      name,
      visible: element.matches(':focus-visible') && shown,
    };
  });
}

/** Presses `key` until `target` has focus; each stop on the way must show its focus. */
async function moveFocusTo(page: Page, target: Locator, key = 'Tab', limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    expect(state.visible, `focus is visible on ${state.tag} "${state.name}"`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} did not reach ${target.toString()} in ${String(limit)} presses`);
}

async function expectFocusWithin(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

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
