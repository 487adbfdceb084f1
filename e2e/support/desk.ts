import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redemptionSchema, type Merchant } from '@citybook/contract';
import { DEMO_EDITION } from '@citybook/server/test-support';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { runCli } from './operator.ts';

/* The Redeem Desk's journeys (MERCHANT-4, MERCHANT-5): merchants, a member's redemption, staff. */

/** Two merchants of this test's own, each with a coupon usable at any hour, shown as text. */
export function importTwoMerchants(baseURL: string | undefined) {
  const run = randomUUID().slice(0, 8);
  const merchants = ['desk', 'elsewhere'].map((kind) => ({
    slug: `${kind}-${run}`,
    title: `${kind === 'desk' ? 'Desk Cafe' : 'Elsewhere Deli'} ${run}`,
    offer: `${kind === 'desk' ? 'Two coffees' : 'Free bagel'} ${run}`,
  }));
  const file = path.join(os.tmpdir(), `desk-${run}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      merchants: merchants.map((merchant, index) => ({
        slug: merchant.slug,
        market: 'austin',
        category: 'dining',
        title: merchant.title,
        latitude: 30.45 + index / 100,
        longitude: -97.95,
        address1: `${String(index + 1)} Counter Street`,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      })),
      offers: merchants.map((merchant) => ({
        slug: `${merchant.slug}-offer`,
        merchant: merchant.slug,
        title: merchant.offer,
        exclusion: 'One per visit.',
        redemptionDataTypeCode: 1,
        redemptionData: 'DESK-1',
        savings: 5,
        edition: DEMO_EDITION,
      })),
    }),
  );
  runCli(baseURL, ['import', file]);
  return merchants;
}

/** Redeems the merchant's coupon through the member app; answers its verification code. */
export async function redeem(page: Page, merchant: Merchant, offerTitle: string): Promise<string> {
  await page.goto(`/offers/category/${merchant.categoryId}/merchant/${merchant.id}`);
  await page.getByRole('link', { name: offerTitle }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: offerTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Redeem' }).click();
  const redeemed = page.waitForResponse(
    (response) => response.url().endsWith('/api/merchant/offer/redeem') && response.ok(),
  );
  await page
    .getByRole('dialog', { name: 'Redeem Coupon?' })
    .getByRole('button', { name: 'Redeem' })
    .click();
  const { verificationCode } = redemptionSchema.parse(await (await redeemed).json());
  await expect(page.getByRole('region', { name: 'Show this at the counter' })).toBeVisible();
  return verificationCode;
}

/** Counter staff of the organisation owning the location, as the operator makes them. */
export function counterStaffOf(baseURL: string | undefined, slug: string, name: string) {
  const [, organisation] = runCli(baseURL, ['business', 'add', name, '--location', slug])
    .trim()
    .split('\n');
  const organisationId = (organisation ?? '').split(',')[0] ?? '';
  const email = `counter-${randomUUID().slice(0, 8)}@citybook.test`;
  const [, line] = runCli(baseURL, [
    'business',
    'person',
    email,
    '--organisation',
    organisationId,
    '--role',
    'counterStaff',
    '--location',
    slug,
  ])
    .trim()
    .split('\n');
  const [printed, temporaryPassword] = (line ?? '').split(',');
  expect(printed).toBe(email);
  return { email, temporaryPassword: temporaryPassword ?? '' };
}

/** Counter staff's first sign-in on /desk: the temporary password, then one of their own. */
export async function firstDeskSignIn(
  counter: Page,
  staff: { email: string; temporaryPassword: string },
): Promise<void> {
  await counter.getByLabel('Email address').fill(staff.email);
  await counter.getByLabel('Password').fill(staff.temporaryPassword);
  await counter.getByRole('button', { name: 'Sign in' }).click();
  // The business sign-in's steps (MERCHANT-15): the new password and its confirmation.
  const newPassword = `Counter#${randomUUID().slice(0, 8)}`;
  await counter.getByLabel('New password', { exact: true }).fill(newPassword);
  await counter.getByLabel('Confirm the new password').fill(newPassword);
  await counter.getByRole('button', { name: 'Set password' }).click();
}
