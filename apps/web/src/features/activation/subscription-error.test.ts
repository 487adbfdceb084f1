import {
  ConsentText,
  ErrorCode,
  SubscriptionRuleText,
  UNKNOWN_ERROR_MESSAGE,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { paymentErrorMessage } from './payment-error.ts';
import { subscriptionErrorMessage } from './subscription-error.ts';

const FALLBACK = 'Sorry, try later.';

describe('subscriptionErrorMessage', () => {
  it.each([
    [ErrorCode.alreadySubscribed, SubscriptionRuleText.alreadySubscribed],
    [ErrorCode.subscriptionState, SubscriptionRuleText.notResumable],
    [ErrorCode.paymentInProgress, SubscriptionRuleText.paymentInProgress],
    [ErrorCode.termsChanged, ConsentText.termsChanged],
  ])("shows the server's words for the 409 rule %s", (code, message) => {
    expect(subscriptionErrorMessage(new ApiError(409, code, message), FALLBACK)).toBe(message);
  });

  it("shows the server's message for a 400 (same plan) and a 404 (no subscription)", () => {
    const samePlan = new ApiError(400, ErrorCode.validation, SubscriptionRuleText.samePlan);
    const none = new ApiError(404, ErrorCode.notFound, SubscriptionRuleText.noSubscription);
    expect(subscriptionErrorMessage(samePlan, FALLBACK)).toBe(SubscriptionRuleText.samePlan);
    expect(subscriptionErrorMessage(none, FALLBACK)).toBe(SubscriptionRuleText.noSubscription);
  });

  it("shows the guest the server's refusal", () => {
    const guest = new ApiError(403, ErrorCode.forbidden, 'The guest account cannot be changed.');
    expect(subscriptionErrorMessage(guest, FALLBACK)).toBe('The guest account cannot be changed.');
  });

  it("uses the screen's own words for any other 409, a server failure or a lost connection", () => {
    expect(subscriptionErrorMessage(new ApiError(409, 'other', 'Internal.'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(subscriptionErrorMessage(new ApiError(0, 500, 'offline'), FALLBACK)).toBe(FALLBACK);
    expect(subscriptionErrorMessage(new ApiError(500, 500, 'boom'), FALLBACK)).toBe(
      UNKNOWN_ERROR_MESSAGE,
    );
  });

  it('falls back to the unknown error for a payment', () => {
    expect(paymentErrorMessage(new Error('boom'))).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(
      paymentErrorMessage(
        new ApiError(409, ErrorCode.alreadySubscribed, SubscriptionRuleText.alreadySubscribed),
      ),
    ).toBe(SubscriptionRuleText.alreadySubscribed);
  });
});
