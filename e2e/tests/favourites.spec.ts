import { MarketApi } from '@citybook/contract';
import { createMember, memberPassword } from '../support/accounts.ts';
import { marketMerchants } from '../support/catalog.ts';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm, skipActivationPrompt } from '../support/login.ts';

test('a favourite set on one device shows on the member’s other session and its Favourites page', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const email = await createMember(request, { withMarket: true });
  const markets = (await (await request.get(MarketApi.getMarkets.path)).json()) as { id: number }[];
  const [merchant] = await marketMerchants(request, markets[0]?.id ?? 0);
  if (!merchant) throw new Error('The member’s market has no merchants');
  const name = merchant.title;

  // The phone: the heart on the category list.
  await logInThroughForm(page, email, memberPassword);
  await skipActivationPrompt(page);
  await page.goto(`/offers/category/${String(merchant.categoryId)}`);
  const add = page.getByRole('button', { name: `Add ${name} to favourites` }).first();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.status() === 204,
  );
  await add.click();
  await saved;
  await expect(
    page.getByRole('button', { name: `Remove ${name} from favourites` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');

  // The laptop: another session of the same member.
  const laptop = await browser.newContext({ baseURL });
  try {
    const other = await laptop.newPage();
    await logInThroughForm(other, email, memberPassword);
    await skipActivationPrompt(other);
    await other.getByRole('button', { name: 'Menu' }).click();
    await other
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Favourites' })
      .click();
    await expect(other).toHaveURL(/\/account\/favorites$/);
    await expect(other.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    const favourites = other.getByRole('list', { name: 'Favourites' });
    await expect(favourites.getByRole('listitem')).toHaveCount(1);
    await favourites.getByRole('link', { name }).click();
    await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      other.getByRole('button', { name: `Remove ${name} from favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await laptop.close();
  }
});
