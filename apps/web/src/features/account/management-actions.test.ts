import type { Profile } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import type { StoredExpiration } from '../../lib/expiration-storage.ts';
import { profile } from '../../testing/fixtures.ts';
import { managementActions } from './management-actions.ts';

const subscriber: Profile = {
  ...profile,
  activationVoucherId: 7,
  activationVoucherDeactivated: false,
  userActivationType: 'SUB',
};

function labels(context: Parameters<typeof managementActions>[0]) {
  return managementActions(context).map((action) => `${action.label} → ${action.to}`);
}

const book = (expiration: StoredExpiration | null) =>
  labels({ profile, mobilePlus: false, expiration });

describe('account management actions', () => {
  it("offers the spec's four actions by default", () => {
    expect(book(null)).toEqual([
      'Edit Profile → /account/profile/edit',
      'Change Password → /account/password/change',
      'Activate your account → /account/selectActivation',
      'Email reminders → /account/notifications',
      'Signed-in devices → /account/devices',
      'Delete your account → /account/deleteAccount',
    ]);
  });

  it.each([-1, 0])('keeps the activate entry when %i days are stored', (days) => {
    expect(book(days)).toContain('Activate your account → /account/selectActivation');
  });

  it.each([1, 7, 15])('offers to extend the activation with %i days left', (days) => {
    expect(book(days)).toEqual([
      'Edit Profile → /account/profile/edit',
      'Change Password → /account/password/change',
      'Extend Your Activation → /account/selectActivation',
      'Email reminders → /account/notifications',
      'Signed-in devices → /account/devices',
      'Delete your account → /account/deleteAccount',
    ]);
  });

  it.each<StoredExpiration>([16, 365, 'subscribe'])(
    'replaces the activate entry by adding a code with %s',
    (expiration) => {
      expect(book(expiration)).toEqual([
        'Edit Profile → /account/profile/edit',
        'Change Password → /account/password/change',
        'Add another code → /account/addCode',
        'Email reminders → /account/notifications',
        'Signed-in devices → /account/devices',
        'Delete your account → /account/deleteAccount',
      ]);
    },
  );

  it('offers to change an active subscription in the subscription variant', () => {
    expect(labels({ profile: subscriber, mobilePlus: true, expiration: 30 })).toEqual([
      'Edit Profile → /account/profile/edit',
      'Change Password → /account/password/change',
      'I want to change my subscription → /account/changeSubscription',
      'Manage subscription → /account/manageSubscriptions',
      'Payment history → /account/payments',
      'Email reminders → /account/notifications',
      'Signed-in devices → /account/devices',
      'Delete your account → /account/deleteAccount',
    ]);
  });

  it.each<[string, Profile]>([
    ['an active subscription', subscriber],
    ['a subscription whose renewal failed', { ...subscriber, isDeactivatedFuture: true }],
  ])('lets %s be managed in the book variant too', (_, account) => {
    expect(labels({ profile: account, mobilePlus: false, expiration: 'subscribe' })).toEqual([
      'Edit Profile → /account/profile/edit',
      'Change Password → /account/password/change',
      'Add another code → /account/addCode',
      'Manage subscription → /account/manageSubscriptions',
      'Payment history → /account/payments',
      'Email reminders → /account/notifications',
      'Signed-in devices → /account/devices',
      'Delete your account → /account/deleteAccount',
    ]);
  });

  it('has no subscription to manage for a book activation', () => {
    const account: Profile = { ...subscriber, userActivationType: 'BOOK' };
    for (const mobilePlus of [false, true]) {
      const actions = labels({ profile: account, mobilePlus, expiration: 30 });
      expect(actions).not.toContain('Manage subscription → /account/manageSubscriptions');
      expect(actions).not.toContain('Payment history → /account/payments');
    }
  });

  it.each<[string, Profile]>([
    ['not activated', profile],
    ['a deactivated subscription', { ...subscriber, activationVoucherDeactivated: true }],
    ['a book activation', { ...subscriber, userActivationType: 'BOOK' }],
  ])('offers to activate a subscription for %s in the subscription variant', (_, account) => {
    const actions = labels({ profile: account, mobilePlus: true, expiration: 'subscribe' });
    expect(actions).toContain('I want to activate a subscription → /account/selectActivation');
    expect(actions).not.toContain('Activate your account → /account/selectActivation');
    expect(actions).not.toContain('Add another code → /account/addCode');
    expect(actions).not.toContain('I want to change my subscription → /account/changeSubscription');
  });
});
