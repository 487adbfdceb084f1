import { ActivationText } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { activationErrorMessage } from './activation-error.ts';

describe('activationErrorMessage', () => {
  it.each([
    [101, ActivationText.invalidOrInUse(101)],
    [102, ActivationText.invalidOrInUse(102)],
    [103, ActivationText.alreadyActivated],
    [104, ActivationText.expired],
    ['codeWithdrawn', ActivationText.withdrawn],
    [105, ActivationText.failed],
    ['validation', ActivationText.failed],
  ])('says what code %s means', (code, message) => {
    expect(activationErrorMessage(new ApiError(400, code, 'Server text.'))).toBe(message);
  });

  it("gives the guest the server's refusal", () => {
    expect(activationErrorMessage(new ApiError(403, 'forbidden', 'Not for the guest.'))).toBe(
      'Not for the guest.',
    );
  });

  it("says when to try again after a rate limit, in the server's words", () => {
    const limited = new ApiError(429, 'rateLimited', 'Please try again in 1 minute.');
    expect(activationErrorMessage(limited)).toBe('Please try again in 1 minute.');
  });

  it('falls back to the generic failure', () => {
    expect(activationErrorMessage(new Error('offline'))).toBe(ActivationText.failed);
    expect(activationErrorMessage(new ApiError(500, 500, 'Boom'))).toBe(ActivationText.failed);
  });
});
