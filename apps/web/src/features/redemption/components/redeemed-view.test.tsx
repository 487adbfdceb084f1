import { RedeemText } from '@citybook/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { RedeemedView } from './redeemed-view.tsx';
import { aRedemption } from '../../../testing/redemption-fixtures.ts';
import { CounterText } from '../counter/counter-text.ts';

const offer = anOffer(1, 4, { title: 'Free dessert', redemptionData: 'DESSERT-42' });
const redemption = aRedemption({ savings: 0, redeemedAt: new Date().toISOString() });

describe('RedeemedView', () => {
  it('shows the counter screen with who redeemed and the offline note; Done still asks first', async () => {
    const onDone = vi.fn();
    const { user } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <RedeemedView
              offer={offer}
              redemption={redemption}
              onDone={onDone}
              member={{ firstName: 'Jane', lastName: 'Doe', emailAddress: 'jane@example.com' }}
              madeOffline
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );

    expect(screen.getByText('Luigi’s Bistro')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Free dessert' })).toHaveFocus();
    const card = screen.getByRole('region', { name: 'Show this at the counter' });
    expect(within(card).getByText('Redeemed by Jane D.')).toBeVisible();
    expect(within(card).getByText(CounterText.madeOffline)).toBeVisible();
    expect(within(card).getByRole('timer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    const asked = await screen.findByRole('dialog', { name: RedeemText.doneTitle });
    await user.click(within(asked).getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => {
      expect(onDone).toHaveBeenCalledTimes(1);
    });
  });

  it('shows neither name nor note without them', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <RedeemedView offer={offer} redemption={redemption} onDone={vi.fn()} />,
        },
      ],
      { initialEntries: ['/'] },
    );
    const card = screen.getByRole('region', { name: 'Show this at the counter' });
    expect(within(card).queryByText(/^Redeemed by/)).not.toBeInTheDocument();
    expect(within(card).queryByText(CounterText.madeOffline)).not.toBeInTheDocument();
  });
});
