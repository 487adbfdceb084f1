import { errorAnswer } from '../endpoint.ts';
import { ErrorCode } from './errors.ts';

export const AppErrors = {
  databaseUnavailable: errorAnswer({ status: 503, code: ErrorCode.unavailable }),
} as const;
