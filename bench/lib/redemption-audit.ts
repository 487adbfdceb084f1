import type { Redeemed, RedemptionLedger } from './redemption-ledger.ts';

export interface RedemptionAudit {
  /** Redemption rows written during the run. */
  rows: number;
  /** Redeem calls answered 200. */
  answered200: number;
  /** Answered 200, but no row with that id, voucher and offer: a lost redemption. */
  missing: Redeemed[];
  /** Rows that no 200 answer announced and no unanswered call can explain: a phantom. */
  unexplained: Redeemed[];
  /** Rows written by calls whose answer never arrived (the server died, the socket broke). */
  committedWithoutAnswer: Redeemed[];
  /** Rows for one (voucher, offer) pair beyond the first: a doubled redemption. */
  duplicates: Redeemed[];
}

/** Compares the rows written during a run with what the clients were told. */
export function auditRedemptions(
  before: ReadonlySet<number>,
  after: readonly Redeemed[],
  ledger: RedemptionLedger,
): RedemptionAudit {
  const fresh = after.filter((row) => !before.has(row.id));
  const byId = new Map(fresh.map((row) => [row.id, row]));
  const keyOf = (row: { voucherId: number; offerId: number }) =>
    `${String(row.voucherId)}:${String(row.offerId)}`;
  const seen = new Set<string>();
  const duplicates: Redeemed[] = [];
  for (const row of after) {
    if (seen.has(keyOf(row))) duplicates.push(row);
    seen.add(keyOf(row));
  }
  const missing = [...ledger.answered.values()]
    .filter((answered) => {
      const row = byId.get(answered.id);
      return !row || keyOf(row) !== keyOf(answered);
    })
    .map(({ id, voucherId, offerId }) => ({ id, voucherId, offerId }));
  const unanswered = new Set(ledger.unanswered.map(keyOf));
  const committedWithoutAnswer: Redeemed[] = [];
  const unexplained: Redeemed[] = [];
  for (const row of fresh) {
    if (ledger.answered.get(keyOf(row))?.id === row.id) continue;
    (unanswered.has(keyOf(row)) ? committedWithoutAnswer : unexplained).push(row);
  }
  return {
    rows: fresh.length,
    answered200: ledger.answered.size,
    missing,
    unexplained,
    committedWithoutAnswer,
    duplicates,
  };
}
