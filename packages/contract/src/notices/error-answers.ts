import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

/** Answers of the notices rules (docs/product/notices.md). */
export const NoticeErrors = {
  /** NOTICE-10: a forged, altered or expired unsubscribe link changes nothing. */
  invalidUnsubscribeLink: errorAnswer({ status: 400, code: ErrorCode.invalidUnsubscribeLink }),
  /** NOTICE-11: this server has no VAPID keys, or the device's address is not one it posts to. */
  pushUnavailable: errorAnswer({ status: 409, code: ErrorCode.pushUnavailable }),
} as const;
