import {
  notValidNowMessage,
  OFFLINE_REDEMPTION_LIMIT,
  OfflineRedeemText,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../testing/fixtures.ts';
import { aKeptRedemption } from './offline-fixtures.ts';
import { offlineRefusal } from './offline-refusal.ts';

const now = new Date('2026-11-24T12:00:00.000Z');
const activated = { ...profile, activationVoucherId: 5, userActivationType: 'BOOK' as const };
const anyHour = { rules: undefined, timeZone: 'America/Chicago' };

describe('offlineRefusal', () => {
  it('lets an activated member redeem with room in the queue', () => {
    expect(offlineRefusal(activated, [], now, true, anyHour, true)).toBeNull();
    expect(
      offlineRefusal(
        { ...activated, userOffersValidTo: '2026-12-01T00:00:00.000Z' },
        [],
        now,
        true,
        anyHour,
        true,
      ),
    ).toBeNull();
  });

  it('refuses without a profile on the device, or one not activated or deactivated', () => {
    expect(offlineRefusal(undefined, [], now, true, anyHour, true)).toBe(
      OfflineRedeemText.notActivated,
    );
    expect(offlineRefusal(profile, [], now, true, anyHour, true)).toBe(
      OfflineRedeemText.notActivated,
    );
    expect(
      offlineRefusal(
        { ...activated, activationVoucherDeactivated: true },
        [],
        now,
        true,
        anyHour,
        true,
      ),
    ).toBe(OfflineRedeemText.notActivated);
  });

  it('refuses an activation that ended by the device’s clock', () => {
    const ended = { ...activated, userOffersValidTo: '2026-11-24T11:59:59.000Z' };
    expect(offlineRefusal(ended, [], now, true, anyHour, true)).toBe(
      OfflineRedeemText.activationEnded,
    );
  });

  it('refuses past the device’s limit of waiting redemptions; refused ones do not count', () => {
    const waiting = Array.from({ length: OFFLINE_REDEMPTION_LIMIT }, () => aKeptRedemption(10));
    expect(offlineRefusal(activated, waiting, now, true, anyHour, true)).toBe(
      OfflineRedeemText.limitReached(OFFLINE_REDEMPTION_LIMIT),
    );
    const oneRefused = [...waiting.slice(1), aKeptRedemption(10, { refusal: 'No.' })];
    expect(offlineRefusal(activated, oneRefused, now, true, anyHour, true)).toBeNull();
  });

  it('refuses where the browser cannot keep anything', () => {
    expect(offlineRefusal(activated, [], now, false, anyHour, true)).toBe(
      OfflineRedeemText.cannotSave,
    );
  });

  it('refuses a coupon outside its days or hours on the market’s clock, in the server’s words', () => {
    // 12:00 UTC is 06:00 in Chicago: before breakfast hours there, not in Berlin (13:00).
    const rules = { hours: { from: '07:00', to: '15:00' } };
    expect(
      offlineRefusal(activated, [], now, true, { rules, timeZone: 'America/Chicago' }, true),
    ).toBe(notValidNowMessage(rules));
    expect(
      offlineRefusal(activated, [], now, true, { rules, timeZone: 'Europe/Berlin' }, true),
    ).toBeNull();
  });

  it('refuses without an offline ticket: the server could not vouch for the moment', () => {
    expect(offlineRefusal(activated, [], now, true, anyHour, false)).toBe(
      OfflineRedeemText.noTicket,
    );
  });
});
