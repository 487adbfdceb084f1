import type { ErrorAnswer } from '@citybook/contract';

/**
 * A failure the client is told about: one of the contract's declared answers (its status and
 * code) with a message for this occasion.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: number | string;

  constructor(answer: ErrorAnswer, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = answer.status;
    this.code = answer.code;
  }
}
