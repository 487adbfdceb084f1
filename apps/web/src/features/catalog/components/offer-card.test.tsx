import { OFFER_NOT_NOW_BADGE } from '@citybook/contract/catalog';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { OfferCard } from './offer-card.tsx';

const lunch = anOffer(7, 4, {
  title: 'Lunch for two',
  rules: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], hours: { from: '11:00', to: '14:00' } },
});

function renderCard(offer = lunch) {
  return renderRoutes(
    [
      {
        path: '/',
        element: <OfferCard offer={offer} merchantId={4} timeZone="America/Chicago" />,
      },
    ],
    { initialEntries: ['/'] },
  );
}

describe('OfferCard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('issue 32 item 1: outside its hours the card says so and when it opens, then follows the clock', () => {
    // Thu 2027-03-11 23:45 in Chicago.
    vi.useFakeTimers({ now: new Date('2027-03-12T05:45:00Z'), toFake: ['Date', 'setTimeout'] });
    renderCard();

    const link = screen.getByRole('link', { name: `Lunch for two ${OFFER_NOT_NOW_BADGE}` });
    expect(link).toHaveAccessibleDescription(
      expect.stringContaining('Usable Mon–Fri, 11 am – 2 pm; next from Fri 11 am'),
    );

    // Friday morning: the same day now (each step lets the page read the clock again).
    act(() => {
      vi.advanceTimersByTime((11 * 60 + 14) * 60_000);
    });
    expect(
      screen.getByRole('link', { name: `Lunch for two ${OFFER_NOT_NOW_BADGE}` }),
    ).toHaveAccessibleDescription(expect.stringContaining('next from 11 am today'));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const open = screen.getByRole('link', { name: 'Lunch for two' });
    expect(open).toHaveAccessibleDescription(
      expect.stringContaining('Usable Mon–Fri, 11 am – 2 pm'),
    );
    expect(open).not.toHaveAccessibleDescription(expect.stringContaining('next from'));
  });

  it('issue 32 item 1: a coupon without time rules shows no hours', () => {
    renderCard(anOffer(8, 4, { title: 'Any time', rules: null }));

    const link = screen.getByRole('link', { name: 'Any time' });
    expect(link).not.toHaveAccessibleDescription(expect.stringContaining('Usable'));
  });
});
