import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { SubscriptionCompletePage } from './subscription-complete-page.tsx';

function renderComplete(isUpdate: string) {
  return renderAccountPage(
    '/account/subscription-complete/:isUpdate',
    <SubscriptionCompletePage />,
    `/account/subscription-complete/${isUpdate}`,
  );
}

describe('SubscriptionCompletePage', () => {
  it.each([
    ['true', 'Payment Info Updated'],
    ['false', 'Subscription Complete'],
    ['TRUE', 'Subscription Complete'],
  ])('is titled for isUpdate %s as %s', (isUpdate, title) => {
    renderComplete(isUpdate);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(document.title).toMatch(new RegExp(`^${title}`));
  });

  it('continues to the categories', async () => {
    const { router, user } = renderComplete('false');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
  });
});
