import { percentDecoded, redactCardNumbers } from './card-number-text.ts';

/**
 * Secrets that travel in URLs, blanked out of the request log: the card number the payment form
 * checks (a path segment, ACTIVATION-12), the one-time tokens of the reset and set-password links, and
 * anything else that looks like a card number. Matched on the decoded URL, as the router reads
 * it, so no percent-encoding (`paymentCard%4Eumber`, `%34242…`) hides one.
 */
const CARD_NUMBER_SEGMENT = /(\/paymentCardNumber\/)[^?#]*/gi;
const TOKEN_PARAMETER = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

/** The URL as logged: unchanged when it holds no secret, else decoded with the secrets blanked. */
export function redactUrl(url: string): string {
  const decoded = percentDecoded(url);
  const redacted = redactCardNumbers(
    decoded.replace(CARD_NUMBER_SEGMENT, '$1[redacted]').replace(TOKEN_PARAMETER, '$1[redacted]'),
  );
  return redacted === decoded ? url : redacted;
}

/** A text as logged: card numbers blanked, also when percent-encoded. */
export function redactText(text: string): string {
  const decoded = percentDecoded(text);
  const redacted = redactCardNumbers(decoded);
  return redacted === decoded ? text : redacted;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A logged value with card numbers blanked in every string of it: a client's error report or any
 * other body or query field logged as data. Only plain data is copied; class instances (the
 * request, errors) go to their serializers, which `redact` covers.
 */
export function redactLoggedValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactLoggedValue(item, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactLoggedValue(item, depth + 1)]),
  );
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

/** pino's `hooks.logMethod`: every logged object and message passes redactLoggedValue first. */
export function redactLogArguments(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  method.apply(
    this,
    args.map((argument) => redactLoggedValue(argument)),
  );
}
