import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MarketApi,
  OFFER_NOT_NOW_BADGE,
  OFFER_NOT_NOW_HEADING,
  timeText,
  urlOf,
  type Market,
} from '@citybook/contract';
import { DEMO_EDITION } from '@citybook/server/test-support';
import { createMember } from '../support/accounts.ts';
import { logInAndActivate } from '../support/activation.ts';
import { guestMarketId, marketMerchants } from '../support/catalog.ts';
import { expect, test } from '../support/fixtures.ts';
import { generateCodes, runCli } from '../support/operator.ts';

/** `HH:MM` on the wall clock of `timeZone` at `instant`. */
function wallTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** "Sat" and "2026-11-28" on the wall clock of `timeZone` at `instant`. */
function wallDay(instant: Date, timeZone: string) {
  return {
    weekday: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(instant),
    date: new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(instant),
  };
}

/**
 * How the page names the coupon's next opening: "1:15 am today", or, when the page's clock is
 * still on the day before (the test runs in the first hours of the market's day), "Sat 1:15 am"
 * (the app's own wording, `offerNotNowText`, is what this checks, so it is written out here).
 */
function nextOpening(pageNow: Date, opens: Date, timeZone: string): string {
  const day = wallDay(opens, timeZone);
  const time = timeText(wallTime(opens, timeZone));
  if (day.date === wallDay(pageNow, timeZone).date) return `${time} today`;
  // From a day's midnight the page names the day alone.
  return time === 'midnight' ? day.weekday : `${day.weekday} ${time}`;
}

const HOUR_MS = 3_600_000;

test('issue 32 item 1: outside its hours a coupon’s Redeem is disabled with its hours; inside them it redeems', async ({
  page,
  request,
  baseURL,
}) => {
  const marketId = await guestMarketId(request);
  const market = (await (
    await request.get(urlOf(MarketApi.getMarket, { params: { marketId } }))
  ).json()) as Market;
  // A coupon of its own, open from an hour ago for three hours on the market's clock: the
  // server (on the real clock) takes it, and the page's clock starts two hours earlier, outside.
  const now = new Date();
  const opens = new Date(now.getTime() - HOUR_MS);
  const pageNow = new Date(now.getTime() - 2 * HOUR_MS);
  const from = wallTime(opens, market.timeZone);
  const to = wallTime(new Date(now.getTime() + 2 * HOUR_MS), market.timeZone);
  const slug = `hours-${randomUUID().slice(0, 8)}`;
  const title = `Hours Diner ${slug}`;
  const file = path.join(os.tmpdir(), `${slug}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      merchants: [
        {
          slug,
          market: 'austin',
          category: 'dining',
          title,
          latitude: 30.45,
          longitude: -97.95,
          address1: '1 Clock Street',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
        },
      ],
      offers: [
        {
          slug: `${slug}-lunch`,
          merchant: slug,
          title: 'Clockwork lunch',
          exclusion: 'One per visit.',
          redemptionDataTypeCode: 1,
          redemptionData: 'CLOCK-1',
          savings: 7,
          edition: DEMO_EDITION,
          rules: { hours: { from, to } },
        },
      ],
    }),
  );
  runCli(baseURL, ['import', file]);
  const merchant = (await marketMerchants(request, marketId)).find((m) => m.title === title);
  if (!merchant) throw new Error(`${title} was not imported`);

  await page.clock.install({ time: pageNow });
  const next = nextOpening(pageNow, opens, market.timeZone);
  const [code] = generateCodes(baseURL, 1);
  const email = await createMember(request, { withMarket: true });
  await logInAndActivate(page, email, code!);

  // The card says it is not usable now, and from when.
  await page.goto(`/offers/category/${merchant.categoryId}/merchant/${merchant.id}`);
  const card = page.getByRole('link', { name: `Clockwork lunch ${OFFER_NOT_NOW_BADGE}` });
  await expect(card).toHaveAccessibleDescription(new RegExp(`; next from ${next} `));
  await card.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Clockwork lunch' })).toBeVisible();
  const notice = page.getByRole('region', { name: OFFER_NOT_NOW_HEADING });
  await expect(notice).toContainText(new RegExp(`Usable every day, .+ – .+; next from ${next}`));
  const redeem = page.getByRole('button', { name: 'Redeem' });
  await expect(redeem).toBeDisabled();
  await expect(redeem).toHaveAccessibleDescription(
    new RegExp(`Usable every day, .+; next from ${next}`),
  );

  // Two hours on, inside the hours: the open page follows the clock, and the coupon redeems.
  await page.clock.fastForward('02:00:00');
  await expect(notice).toHaveCount(0);
  await expect(redeem).toBeEnabled();
  await redeem.click();
  const confirm = page.getByRole('dialog', { name: 'Redeem Coupon?' });
  await confirm.getByRole('button', { name: 'Redeem' }).click();
  const counter = page.getByRole('region', { name: 'Show this at the counter' });
  await expect(counter).toContainText('CLOCK-1');
});
