import { UNKNOWN_ERROR_MESSAGE } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { isRateLimited, messageForApiError } from './api-error-message.ts';

const FALLBACK = 'Sorry, try later.';

describe('messageForApiError (APP-8 status mapping)', () => {
  it.each([400, 402, 404, 405, 429])("shows the server's message for %i", (status) => {
    expect(messageForApiError(new ApiError(status, 'x', 'From the server.'), FALLBACK)).toBe(
      'From the server.',
    );
  });

  it('shows the unknown-error message for 500', () => {
    expect(messageForApiError(new ApiError(500, 500, 'Internal detail'), FALLBACK)).toBe(
      UNKNOWN_ERROR_MESSAGE,
    );
  });

  it("uses the screen's own message for an answer without a code (a body not in the contract)", () => {
    expect(messageForApiError(new ApiError(400, 400, UNKNOWN_ERROR_MESSAGE), FALLBACK)).toBe(
      FALLBACK,
    );
  });

  it.each([0, 401, 403, 409, 502])("uses the screen's own message for %i", (status) => {
    expect(messageForApiError(new ApiError(status, 'x', 'From the server.'), FALLBACK)).toBe(
      FALLBACK,
    );
  });

  it("uses the screen's own message for anything that is not an API error", () => {
    expect(messageForApiError(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });

  it('knows a rate-limited answer', () => {
    expect(isRateLimited(new ApiError(429, 'rateLimited', 'Try again in 1 minute.'))).toBe(true);
    expect(isRateLimited(new ApiError(400, 'x', 'No.'))).toBe(false);
    expect(isRateLimited(new Error('boom'))).toBe(false);
  });
});
