/**
 * Secrets that travel in URLs, blanked out of the request log: the card number the payment form
 * checks (a path segment, spec §7) and the one-time tokens of the reset and set-password links.
 */
const CARD_NUMBER_SEGMENT = /(\/paymentCardNumber\/)[^/?#]*/gi;
const TOKEN_PARAMETER = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(CARD_NUMBER_SEGMENT, '$1[redacted]').replace(TOKEN_PARAMETER, '$1[redacted]');
}

/** pino's `redact` option: credentials in headers, and the secret parts of the request URL. */
export const logRedaction = {
  paths: [
    'req.url',
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
  ],
  censor: (value: unknown, path: string[]): unknown =>
    path.at(-1) === 'url' && typeof value === 'string' ? redactUrl(value) : '[Redacted]',
};
