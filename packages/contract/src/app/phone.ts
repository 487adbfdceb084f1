/**
 * CATALOG-10: US phone numbers only. A leading country code 1 is dropped: no US area code starts
 * with 1, so "+1 512 555 1234" is (512) 555-1234, not (151) 255-5123.
 */
export function phoneDigits(input: string): string {
  return input.replace(/^\D*1|\D/g, '').slice(0, 10);
}

/** CATALOG-10: shown as (###) ###-####. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Ten digits: what formats to the full (###) ###-####. */
export function isValidPhone(input: string): boolean {
  return phoneDigits(input).length === 10;
}
