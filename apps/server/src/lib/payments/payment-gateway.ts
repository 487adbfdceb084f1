/** What the server needs of a card processor (ARCHITECTURE.md, payments). */
export interface ChargeRequest {
  amountCents: number;
  description: string;
  card: {
    pan: string;
    cvv: string;
    expirationMonth: number;
    expirationYear: number;
    cardholderName: string;
  };
}

export interface StoredCard {
  /** The processor's reference for charging the card again; never the number itself. */
  token: string;
  brand: string;
  last4: string;
}

export class PaymentDeclinedError extends Error {}

export interface PaymentGateway {
  /** Charges the card now and keeps it for renewals; throws PaymentDeclinedError with the reason. */
  chargeAndStore(request: ChargeRequest): Promise<StoredCard>;
  /** Keeps a card for later charges without charging it now (a card update). */
  store(card: ChargeRequest['card']): Promise<StoredCard>;
  /** Charges a stored card again (a renewal). */
  chargeStored(token: string, amountCents: number, description: string): Promise<void>;
}
