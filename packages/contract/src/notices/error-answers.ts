import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

/** Answers of the notices rules (docs/product/notices.md). */
export const NoticeErrors = {
  /** NOTICE-10: a forged, altered or expired unsubscribe link changes nothing. */
  invalidUnsubscribeLink: errorAnswer({ status: 400, code: ErrorCode.invalidUnsubscribeLink }),
} as const;
