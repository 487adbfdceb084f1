/** ACTIVATION-4: activation codes are 16 or 8 alphanumerics, shown in groups of 4 separated by dashes. */
export const ACTIVATION_CODE_LENGTHS = [16, 8] as const;

export function normalizeActivationCode(input: string): string {
  return input.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

export function formatActivationCode(input: string): string {
  const bare = normalizeActivationCode(input);
  return (bare.match(/.{1,4}/g) ?? []).join('-');
}

/** Valid only when the formatted length is 19 or 9. */
export function isValidActivationCode(input: string): boolean {
  const formattedLength = formatActivationCode(input).length;
  return formattedLength === 19 || formattedLength === 9;
}
