import type { SupportMember } from '@citybook/contract/account';

/** A member as support's page shows them: a subscriber with a book, a redemption and a payment. */
export function aSupportMember(overrides: Partial<SupportMember> = {}): SupportMember {
  return {
    profile: {
      id: 42,
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Member',
      phone: null,
      postalCode: '78701',
      marketTitle: 'Austin',
      createdAt: '2026-01-05T10:00:00.000Z',
      mustSetPassword: false,
    },
    vouchers: [
      {
        id: 7,
        kind: 'BOOK',
        code: 'ABCD1234EFGH5678',
        activatedAt: '2026-02-01T10:00:00.000Z',
        endsAt: '2026-12-31T23:59:59.999Z',
        deactivatedAt: null,
        editionName: 'Austin 2026',
        redemptions: 1,
        extendable: true,
      },
    ],
    redemptions: {
      total: 1,
      rows: [
        {
          id: 91,
          voucherId: 7,
          offerTitle: 'Two for one coffee',
          merchantTitle: 'Redeem Cafe',
          redeemedAt: '2026-03-01T15:00:00.000Z',
          savingsCents: 450,
          verificationCode: '7K3M9Q',
          offline: false,
        },
      ],
    },
    payments: {
      total: 1,
      rows: [
        {
          id: 55,
          createdAt: '2026-04-01T09:00:00.000Z',
          purpose: 'purchase',
          source: 'card',
          planTitle: 'Monthly',
          amountCents: 999,
          currency: 'usd',
          cardBrand: 'Visa',
          cardLast4: '4242',
          status: 'succeeded',
          refundable: true,
          refund: null,
        },
      ],
    },
    subscription: {
      voucherId: 8,
      status: 'active',
      source: 'card',
      planTitle: 'Monthly',
      periodEnd: '2026-05-01T09:00:00.000Z',
      nextPlanTitle: null,
      card: { brand: 'Visa', last4: '4242', expirationMonth: 12, expirationYear: 2027 },
    },
    devices: [
      {
        id: 3,
        client: 'Chrome on macOS',
        address: '203.0.113.9',
        createdAt: '2026-04-02T09:00:00.000Z',
        lastUsedAt: '2026-04-03T09:00:00.000Z',
      },
    ],
    security: {
      lockedUntil: null,
      failedPasswords: 0,
      lastFailedAt: null,
      lastSignInAt: '2026-04-02T09:00:00.000Z',
      passwordResets: [],
    },
    supportHistory: [],
    ...overrides,
  };
}
