/* Tables of the app as a whole: the demo data marker and the shared rate-limit counters. */

export interface DemoSeedTable {
  version: string;
  seeded_at: string;
}

/** A rate-limit counter shared by every server process (lib/database-rate-limit-store.ts). */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  window_ends_at: string;
}
