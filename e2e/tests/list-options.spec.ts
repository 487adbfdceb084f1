import { isBookExpired, MarketApi, readOfferRules, urlOf, type Market } from '@citybook/contract';
import { guestMarketId } from '../support/catalog.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInAsGuest } from '../support/login.ts';
import { austinMerchants } from '../support/redeemable-offers.ts';
import { instantAt, nextWeekday } from '../support/wall-clock.ts';

const TUESDAY = 2;

test('"usable now" hides a coupon outside its hours on a fixed page clock, and the address keeps it', async ({
  page,
  request,
}) => {
  const marketId = await guestMarketId(request);
  const market = (await (
    await request.get(urlOf(MarketApi.getMarket, { params: { marketId } }))
  ).json()) as Market;
  // A weekday lunch coupon of the demo data: Monday to Friday, 11 am to 3 pm.
  const lunch = (await austinMerchants(request))
    .flatMap((merchant) => merchant.offers.map((offer) => ({ merchant, offer })))
    .find(({ offer }) => {
      const rules = readOfferRules(offer.rules);
      return (
        rules?.hours?.from === '11:00' &&
        rules.hours.to === '15:00' &&
        rules.days?.includes('tue') === true &&
        !rules.dateRanges &&
        !rules.blackoutDates &&
        !isBookExpired(offer.adSpotOfferExpirationDate)
      );
    });
  if (!lunch) throw new Error('The demo data has no weekday lunch coupon');
  const tuesday = nextWeekday(TUESDAY);

  // Tuesday evening on the market's clock.
  await page.clock.setFixedTime(instantAt(tuesday, '20:30', market.timeZone));
  await logInAsGuest(page);
  await page.goto(`/offers/all?q=${encodeURIComponent(lunch.merchant.title)}`);
  const coupon = page.getByRole('link', { name: lunch.offer.title }).first();
  await expect(coupon).toBeVisible();
  await page.getByRole('checkbox', { name: 'Usable now' }).check();
  await expect(page).toHaveURL(/usableNow=true/);
  await expect(page.getByRole('link', { name: lunch.offer.title })).toHaveCount(0);

  // The address brings the same list back after a reload.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Usable now' })).toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Search coupons' })).toHaveValue(
    lunch.merchant.title,
  );
  await expect(page.getByRole('link', { name: lunch.offer.title })).toHaveCount(0);

  // At lunchtime the same address shows it.
  await page.clock.setFixedTime(instantAt(tuesday, '12:30', market.timeZone));
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Usable now' })).toBeChecked();
  await expect(page.getByRole('link', { name: lunch.offer.title }).first()).toBeVisible();
});

test('a category ordered by biggest saving keeps that order through a merchant visit and Back', async ({
  page,
}) => {
  await logInAsGuest(page);
  await page.getByRole('link', { name: 'Dining', exact: true }).click();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Biggest saving' });
  await expect(page).toHaveURL(/sort=saving/);
  const savings = page.getByText(/· Save \$\d+/);
  await expect(savings.first()).toBeVisible();
  const amounts = (await savings.allTextContents()).map((text) =>
    Number(/\$(\d+)/.exec(text)?.[1]),
  );
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

  const first = page.getByRole('main').getByRole('listitem').first().getByRole('link').first();
  const name = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('saving');
  await expect(
    page.getByRole('main').getByRole('listitem').first().getByRole('link').first(),
  ).toHaveText(name ?? '');
});
