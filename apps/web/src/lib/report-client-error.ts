import { AppApi } from '@citybook/contract/app';
import type { ClientErrorReport } from '@citybook/contract/app';
import { ApiError } from './api-client.ts';

/** The server logs reports by default; VITE_ERROR_REPORT_URL points them at another service. */
const REPORT_URL = import.meta.env.VITE_ERROR_REPORT_URL || AppApi.reportClientError.path;

const MAX_MESSAGE_LENGTH = 2000;

/**
 * Sends the report without waiting for or caring about the answer: reporting must never fail. Not
 * through callApi: the report may go to another service, is sent even while the page unloads
 * (keepalive), and an answer such as 444 must not reload the app.
 */
export function reportClientError(report: ClientErrorReport): void {
  try {
    const body = JSON.stringify({
      ...report,
      message: report.message.slice(0, MAX_MESSAGE_LENGTH),
    });
    fetch(REPORT_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself missing or refusing: nothing more to do.
  }
}

/** The report for a failure shown to the user: the message, plus status, code and path of a call. */
export function reportFor(message: string, error: unknown): ClientErrorReport {
  // Without the query string: it can carry secrets such as a password-reset token.
  const url = `${window.location.origin}${window.location.pathname}`.slice(0, 2000);
  const report: ClientErrorReport = { message, url };
  if (error instanceof ApiError) {
    report.status = error.status;
    report.code = typeof error.code === 'string' ? error.code.slice(0, 100) : error.code;
    if (error.path) report.path = error.path.slice(0, 500);
  }
  return report;
}
