import { ActivationErrors } from '@citybook/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';

/**
 * A `.catch` for a call that charges or saves a card: a decline is logged as a security event
 * (repeated declines are how stolen cards are tried out), then the error goes on as it was.
 */
export function logDeclinedPayment(request: FastifyRequest, userId: number, reason: string) {
  return (error: unknown): never => {
    if (error instanceof HttpError && error.code === ActivationErrors.paymentDeclined.code) {
      logSecurityEvent(request.log, 'payment.declined', { userId, reason });
    }
    throw error;
  };
}
