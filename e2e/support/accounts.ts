import { randomUUID } from 'node:crypto';
import { MarketApi, AccountApi } from '@citybook/contract';
import type { APIRequestContext } from '@playwright/test';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

export const memberPassword = 'Member#Pass1';

/** Signs a new member up through the API (in its own request context) and returns the email. */
export async function createMember(
  request: APIRequestContext,
  { withMarket = false }: { withMarket?: boolean } = {},
): Promise<string> {
  const email = uniqueEmail();
  const markets = (await (await request.get(MarketApi.getMarkets.path)).json()) as { id: number }[];
  const response = await request.post(AccountApi.createAccount.path, {
    data: {
      emailAddress: email,
      password: memberPassword,
      IsMobilePlus: false,
      marketId: withMarket ? markets[0]?.id : null,
    },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return email;
}
