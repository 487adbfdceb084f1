import type { Merchant, Offer } from '@citybook/contract';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

export async function openMerchant(page: Page, merchant: Merchant): Promise<void> {
  await page.goto(`/offers/category/${merchant.categoryId}/merchant/${merchant.id}`);
  await expect(heading(page, merchant.title)).toBeVisible();
}

export async function openOffer(page: Page, merchant: Merchant, offer: Offer): Promise<void> {
  await page.goto(`/offers/offer/${merchant.id}/${offer.id}`);
  await expect(heading(page, offer.title)).toBeVisible();
}
