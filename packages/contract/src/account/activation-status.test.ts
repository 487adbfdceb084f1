import { describe, expect, it } from 'vitest';
import { hasActiveSubscription, isActivated } from './activation-status.ts';

const none = {
  activationVoucherId: null,
  activationVoucherDeactivated: false,
  userActivationType: null,
};

describe('activation status', () => {
  it('is activated with a voucher that is not deactivated', () => {
    expect(isActivated(none)).toBe(false);
    expect(isActivated({ ...none, activationVoucherId: 3, userActivationType: 'BOOK' })).toBe(true);
    expect(
      isActivated({ ...none, activationVoucherId: 3, activationVoucherDeactivated: true }),
    ).toBe(false);
  });

  it('has an active subscription only when activated by a subscription', () => {
    expect(
      hasActiveSubscription({ ...none, activationVoucherId: 3, userActivationType: 'SUB' }),
    ).toBe(true);
    expect(
      hasActiveSubscription({ ...none, activationVoucherId: 3, userActivationType: 'BOOK' }),
    ).toBe(false);
    expect(
      hasActiveSubscription({
        activationVoucherId: 3,
        activationVoucherDeactivated: true,
        userActivationType: 'SUB',
      }),
    ).toBe(false);
  });
});
