import luhn10 from 'card-validator/dist/luhn-10.js';

/**
 * One character that may split a card number's digits: any white space (tab, no-break space…),
 * any dash (hyphen, en and em dash, minus sign), a slash or backslash, a dot, comma or underscore,
 * and `+` (a query string's space).
 */
const SEPARATOR = String.raw`[\s\p{Pd}\u2212+./\\_,]`;
/** Digits that may be split by one separator each. */
const DIGIT_RUN = new RegExp(String.raw`\d(?:${SEPARATOR}?\d)+`, 'gu');
const GROUP_BREAK = new RegExp(SEPARATOR, 'u');
const MIN_DIGITS = 12;
const MAX_DIGITS = 19;
const REDACTED = '[redacted]';

/** Whether some stretch of 12–19 of these digits (no separators between them) passes Luhn. */
function anyStretchPasses(digits: string): boolean {
  for (let start = 0; start + MIN_DIGITS <= digits.length; start += 1) {
    const longest = Math.min(MAX_DIGITS, digits.length - start);
    for (let length = MIN_DIGITS; length <= longest; length += 1) {
      if (luhn10(digits.slice(start, start + length))) return true;
    }
  }
  return false;
}

/**
 * Whether the run holds a possible card number: consecutive groups (split at the separators)
 * with 12–19 digits in all that pass the Luhn check, so a number followed by other digits
 * ("4242 4242 4242 4242 12 28") does not slip through as a longer run that is no card. A group
 * too long to be one number is searched at every position.
 */
function holdsCardNumber(run: string): boolean {
  const groups = run.split(GROUP_BREAK);
  for (let first = 0; first < groups.length; first += 1) {
    if ((groups[first]?.length ?? 0) > MAX_DIGITS && anyStretchPasses(groups[first] ?? ''))
      return true;
    let digits = '';
    for (const group of groups.slice(first)) {
      digits += group;
      if (digits.length > MAX_DIGITS) break;
      if (digits.length >= MIN_DIGITS && luhn10(digits)) return true;
    }
  }
  return false;
}

/** The text with every run of digits that holds a possible card number replaced by [redacted]. */
export function redactCardNumbers(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const digitCount = run.replace(/\D/g, '').length;
    return digitCount >= MIN_DIGITS && holdsCardNumber(run) ? REDACTED : run;
  });
}

const ESCAPES = /(?:%[0-9a-f]{2})+/gi;

function decodeEscapes(text: string): string {
  return text.replace(ESCAPES, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      // Not UTF-8: byte by byte is enough to see the ASCII digits and separators.
      return escapes
        .split('%')
        .slice(1)
        .map((hex) => String.fromCharCode(Number.parseInt(hex, 16)))
        .join('');
    }
  });
}

/** The text with percent-escapes undone, repeatedly, so `%2534` shows as `4` too. */
export function percentDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 3 && current.includes('%'); round += 1) {
    const next = decodeEscapes(current);
    if (next === current) break;
    current = next;
  }
  return current;
}
