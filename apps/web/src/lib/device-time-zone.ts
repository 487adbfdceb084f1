/** The device's own IANA zone: stands in for a market's until the market is known. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
