import type { Member } from './members.ts';

export interface Redeemed {
  id: number;
  voucherId: number;
  offerId: number;
}

/** What the clients know about redemptions; shared by the phases of one benchmark. */
export class RedemptionLedger {
  /** Pairs answered 200, by `voucher:offer`. */
  readonly answered = new Map<string, Redeemed & { member: number }>();
  private readonly answeredKeys: string[] = [];
  /** Redeem calls that got no answer (connection refused, reset, timed out): outcome unknown. */
  readonly unanswered: { voucherId: number; offerId: number; member: number; error: string }[] = [];
  /** Redeem calls in flight right now, by `voucher:offer`. */
  readonly inFlight = new Map<string, { voucherId: number; offerId: number; member: number }>();
  private readonly cursors: number[];
  private readonly starts: number[];

  constructor(
    readonly members: Member[],
    readonly offerIds: number[],
  ) {
    if (offerIds.length === 0) throw new Error('no redeemable offers');
    this.cursors = members.map(() => 0);
    this.starts = members.map(() => Math.floor(Math.random() * offerIds.length));
  }

  /** A (member, offer) pair never sent before, or null when every member has used every offer. */
  freshPair(): { member: number; offerId: number } | null {
    for (let attempt = 0; attempt < this.members.length; attempt++) {
      const member = Math.floor(Math.random() * this.members.length);
      const used = this.cursors[member]!;
      if (used >= this.offerIds.length) continue;
      this.cursors[member] = used + 1;
      const offerId = this.offerIds[(this.starts[member]! + used) % this.offerIds.length]!;
      return { member, offerId };
    }
    return null;
  }

  /** A pair answered 200 before, or null when there is none yet. */
  repeatPair(): (Redeemed & { member: number }) | null {
    if (this.answeredKeys.length === 0) return null;
    const key = this.answeredKeys[Math.floor(Math.random() * this.answeredKeys.length)]!;
    return this.answered.get(key) ?? null;
  }

  recordAnswered(member: number, redeemed: Redeemed): void {
    const key = `${String(redeemed.voucherId)}:${String(redeemed.offerId)}`;
    if (!this.answered.has(key)) this.answeredKeys.push(key);
    this.answered.set(key, { ...redeemed, member });
  }
}
