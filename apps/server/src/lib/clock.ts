/** Timestamps are stored as fixed-width ISO-8601 UTC text (docs/decisions/0002-portable-schema.md). */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfterDays(days: number, from = new Date()): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString();
}
