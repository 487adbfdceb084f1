/** The card as the member typed it; it passes through to the processor and is never kept. */
export interface CardDetails {
  pan: string;
  cvv: string;
  expirationMonth: number;
  expirationYear: number;
  cardholderName: string;
}

/** A card kept by the processor for later charges: its reference, and what members see of it. */
export interface SavedCard {
  /** The processor's reference for charging the card; never the number itself. */
  token: string;
  brand: string;
  last4: string;
}

export interface ChargeRequest {
  /** A SavedCard's token. */
  token: string;
  amountCents: number;
  /** ISO 4217, lower case (the processors' convention). */
  currency: 'usd';
  /** What the card statement says. */
  description: string;
  /**
   * The member is paying now (a purchase, a new card), rather than the server charging a saved
   * card on its own (a renewal: a merchant-initiated, off-session charge to processors).
   */
  memberPresent: boolean;
  /**
   * The ledger row's key: a second call with the same key returns the first call's charge (or
   * decline) and never charges again.
   */
  idempotencyKey: string;
}

/** A charge the processor made. */
export interface Charge {
  /** The processor's reference for the charge, kept in the ledger and used to refund it. */
  reference: string;
}

/** What the processor knows of a charge asked for with an idempotency key. */
export type FoundCharge =
  { status: 'succeeded' | 'refunded'; reference: string } | { status: 'failed' };

/** The processor refused the card or the charge; the message is its reason, for the member. */
export class PaymentDeclinedError extends Error {}

/**
 * What the server needs of a card processor (docs/architecture.md, Payments). Every call that moves
 * money takes an idempotency key, so a retry after a timeout or a crash never charges twice.
 */
export interface PaymentGateway {
  readonly name: string;
  /** Keeps a card for charges (a purchase, a card update); throws PaymentDeclinedError. */
  saveCard(card: CardDetails, idempotencyKey: string): Promise<SavedCard>;
  /** Charges a saved card; throws PaymentDeclinedError when the processor declines it. */
  charge(request: ChargeRequest): Promise<Charge>;
  /** Gives a charge back in full (or voids it when not yet settled). */
  refund(reference: string, idempotencyKey: string): Promise<void>;
  /** The charge made with this idempotency key, if any: how a crash's pending row is settled. */
  findCharge(idempotencyKey: string): Promise<FoundCharge | null>;
}
