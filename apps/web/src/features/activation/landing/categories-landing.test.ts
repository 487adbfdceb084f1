import { GUEST_EMAIL } from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../testing/fixtures.ts';
import { categoriesLanding } from './categories-landing.ts';
import type { LandingFlag, LandingSession } from './landing-flags.ts';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const fresh: LandingSession = { given: new Set(), activationSkipped: false };

function given(...flags: LandingFlag[]): LandingSession {
  return { given: new Set(flags), activationSkipped: false };
}

/** An activated book account ending `days` days after NOW (fractions allowed). */
function endingIn(days: number): Profile {
  return {
    ...profile,
    activationVoucherId: 5,
    userActivationType: 'BOOK',
    userOffersValidTo: new Date(NOW.getTime() + days * DAY_MS).toISOString(),
  };
}

describe('categoriesLanding, activated', () => {
  it.each([
    // Part of a day counts as a whole one (ceiling).
    [16, 16, null, null],
    [15.2, 16, null, null],
    [15, 15, 'expiry15', '/account/selectActivation?days=15'],
    [13.5, 14, 'expiry15', '/account/selectActivation?days=14'],
    [7, 7, 'expiry15', '/account/selectActivation?days=7'],
    [6, 6, 'expiry7', '/account/selectActivation?days=6'],
    [3, 3, 'expiry7', '/account/selectActivation?days=3'],
    [2, 2, 'expiry3', '/account/selectActivation?days=2'],
    [0.2, 1, 'expiry3', '/account/selectActivation?days=1'],
    [0, 0, 'expiry3', '/account/selectActivation?days=0'],
    [-0.5, 0, 'expiry3', '/account/selectActivation?days=0'],
    [-3, -3, 'expiry3', '/account/selectActivation?days=-3'],
  ] as const)('%s days to expiry stores %s and prompts %s once', (days, stored, flag, target) => {
    const decision = categoriesLanding(endingIn(days), NOW, fresh);

    expect(decision).toEqual({
      expiration: stored,
      redirectTo: target,
      flagsToSet: flag === null ? [] : [flag],
    });
  });

  it('prompts once per threshold per session', () => {
    expect(categoriesLanding(endingIn(14), NOW, given('expiry15'))).toEqual({
      expiration: 14,
      redirectTo: null,
      flagsToSet: [],
    });
    // The next threshold has a flag of its own.
    expect(categoriesLanding(endingIn(6), NOW, given('expiry15')).redirectTo).toBe(
      '/account/selectActivation?days=6',
    );
    expect(categoriesLanding(endingIn(6), NOW, given('expiry15', 'expiry7')).redirectTo).toBe(null);
  });

  it('shares one flag between expired and under 3 days', () => {
    const afterTwoDaysLeft = given('expiry3');

    expect(categoriesLanding(endingIn(2), NOW, afterTwoDaysLeft).redirectTo).toBeNull();
    expect(categoriesLanding(endingIn(0), NOW, afterTwoDaysLeft).redirectTo).toBeNull();
    expect(categoriesLanding(endingIn(-3), NOW, afterTwoDaysLeft)).toEqual({
      expiration: -3,
      redirectTo: null,
      flagsToSet: [],
    });
  });

  it('stores "subscribe" without a prompt when the activation has no end', () => {
    const subscription: Profile = {
      ...profile,
      activationVoucherId: 8,
      userActivationType: 'SUB',
      userOffersValidTo: null,
    };

    expect(categoriesLanding(subscription, NOW, fresh)).toEqual({
      expiration: 'subscribe',
      redirectTo: null,
      flagsToSet: [],
    });
  });

  it('does not count the skipped activation choice against renewal prompts', () => {
    const skipped: LandingSession = { given: new Set(), activationSkipped: true };

    expect(categoriesLanding(endingIn(6), NOW, skipped).redirectTo).toBe(
      '/account/selectActivation?days=6',
    );
  });
});

describe('categoriesLanding, not activated', () => {
  it('stores -1 and sends the user to the activation choice once per session', () => {
    expect(categoriesLanding(profile, NOW, fresh)).toEqual({
      expiration: -1,
      redirectTo: '/account/selectActivation',
      flagsToSet: ['notActivated'],
    });
    expect(categoriesLanding(profile, NOW, given('notActivated'))).toEqual({
      expiration: -1,
      redirectTo: null,
      flagsToSet: [],
    });
  });

  it('treats a deactivated voucher as not activated', () => {
    const deactivated: Profile = {
      ...endingIn(30),
      activationVoucherDeactivated: true,
    };

    expect(categoriesLanding(deactivated, NOW, fresh).redirectTo).toBe('/account/selectActivation');
  });

  it('sends a subscription deactivated in future to update the payment, storing "subscribe"', () => {
    const deactivatedFuture: Profile = {
      ...profile,
      activationVoucherId: 8,
      activationVoucherDeactivated: true,
      userActivationType: 'SUB',
      isDeactivatedFuture: true,
    };

    expect(categoriesLanding(deactivatedFuture, NOW, fresh)).toEqual({
      expiration: 'subscribe',
      redirectTo: '/account/managementmc',
      flagsToSet: ['notActivated'],
    });
    expect(categoriesLanding(deactivatedFuture, NOW, given('notActivated')).redirectTo).toBeNull();
  });

  it('honours having skipped the activation choice in this session', () => {
    const skipped: LandingSession = { given: new Set(), activationSkipped: true };

    expect(categoriesLanding(profile, NOW, skipped)).toEqual({
      expiration: -1,
      redirectTo: null,
      flagsToSet: [],
    });
  });
});

describe('categoriesLanding, guest', () => {
  it.each([
    ['not activated', { ...profile, emailAddress: GUEST_EMAIL }],
    ['expiring', { ...endingIn(2), emailAddress: GUEST_EMAIL.toUpperCase() }],
  ])('stores nothing and prompts nothing (%s)', (_state, guest) => {
    expect(categoriesLanding(guest, NOW, fresh)).toEqual({
      expiration: null,
      redirectTo: null,
      flagsToSet: [],
    });
  });
});
