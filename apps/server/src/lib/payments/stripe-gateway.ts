import Stripe from 'stripe';
import { PaymentText } from '@citybook/contract';
import { stripeBrandName } from './stripe-card-brand.ts';
import {
  PaymentDeclinedError,
  type CardDetails,
  type Charge,
  type ChargeRequest,
  type FoundCharge,
  type PaymentGateway,
  type SavedCard,
} from './payment-gateway.ts';

export interface StripeGatewayOptions {
  /** STRIPE_SECRET_KEY. */
  secretKey: string;
  /** STRIPE_API_BASE: another address for Stripe's API, such as `http://127.0.0.1:12111`. */
  apiBase?: string;
}

/**
 * The SDK retries a request that never got an answer, a 409 and a 5xx, sending the same
 * idempotency key each time, so a retry never charges twice.
 */
const NETWORK_RETRIES = 2;
/** Stripe answers in seconds; with the retries a member at the form waits a minute at worst. */
const TIMEOUT_MS = 20_000;
/** The charge's metadata field that findCharge searches for. */
const KEY_FIELD = 'idempotency_key';
/** A SavedCard token: `cus_…/pm_…`, the customer and its attached payment method. */
const TOKEN = /^(cus_\w+)\/(pm_\w+)$/;

/**
 * Stripe, through its official SDK (ADR 0013): a card is a Customer with an attached
 * PaymentMethod, a charge is a PaymentIntent confirmed off session. Declines become
 * PaymentDeclinedError; any other failure (network, API, configuration) is thrown as it is,
 * since its outcome is unknown until findCharge tells.
 */
export function stripeGateway({ secretKey, apiBase }: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
    telemetry: false,
    ...(apiBase === undefined ? {} : addressOf(apiBase)),
  });

  return {
    name: 'stripe',

    saveCard(card: CardDetails, idempotencyKey: string): Promise<SavedCard> {
      return declinesRefused(async () => {
        const created = await stripe.paymentMethods.create(
          {
            type: 'card',
            card: {
              number: card.pan.replace(/\D/g, ''),
              cvc: card.cvv,
              exp_month: card.expirationMonth,
              exp_year: card.expirationYear,
            },
            billing_details: { name: card.cardholderName },
          },
          { idempotencyKey: `${idempotencyKey}:payment_method` },
        );
        const customer = await stripe.customers.create(
          { name: card.cardholderName },
          { idempotencyKey: `${idempotencyKey}:customer` },
        );
        // Attaching checks the card with its issuer: a card that cannot be charged stops here.
        const attached = await stripe.paymentMethods.attach(
          created.id,
          { customer: customer.id },
          { idempotencyKey: `${idempotencyKey}:attach` },
        );
        if (!attached.card) throw new Error(`Stripe payment method ${attached.id} has no card`);
        return {
          token: `${customer.id}/${attached.id}`,
          brand: stripeBrandName(attached.card.brand),
          last4: attached.card.last4,
        };
      });
    },

    async charge(request: ChargeRequest): Promise<Charge> {
      const saved = TOKEN.exec(request.token);
      // A card saved by another gateway (PAYMENT_GATEWAY changed): the member enters it again.
      if (!saved) throw new PaymentDeclinedError(PaymentText.declined);
      const [, customer, paymentMethod] = saved;
      const intent = await declinesRefused(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            customer,
            payment_method: paymentMethod,
            // Cards only: no payment method that redirects, so confirming needs no return_url.
            allowed_payment_method_types: ['card'],
            // A renewal is merchant-initiated; a purchase or new card is paid by the member.
            off_session: !request.memberPresent,
            confirm: true,
            description: request.description,
            metadata: { [KEY_FIELD]: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (intent.status === 'succeeded') return { reference: intent.id };
      if (intent.status === 'processing')
        throw new Error(`Stripe is still processing ${intent.id}; findCharge settles it later`);
      const error = intent.last_payment_error;
      throw new PaymentDeclinedError(
        error?.type === 'card_error' && error.message ? error.message : PaymentText.declined,
      );
    },

    async refund(reference: string, idempotencyKey: string): Promise<void> {
      await stripe.refunds.create({ payment_intent: reference }, { idempotencyKey });
    },

    /**
     * Stripe's search index lags behind its writes (under a minute, longer during an outage):
     * null means no charge has been indexed yet, not proof that none was made (ADR 0013).
     */
    async findCharge(idempotencyKey: string): Promise<FoundCharge | null> {
      const found = await stripe.paymentIntents.search({
        query: `metadata['${KEY_FIELD}']:'${quoted(idempotencyKey)}'`,
        expand: ['data.latest_charge'],
      });
      return outcomeOf(found.data);
    },
  };
}

function addressOf(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Runs Stripe calls, turning the issuer's refusals into PaymentDeclinedError. */
async function declinesRefused<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // A 402 is not always a decline: raw card data refused for the account is one too.
    if (error instanceof Stripe.errors.StripeCardError && error.rawType === 'card_error')
      throw new PaymentDeclinedError(error.message || PaymentText.declined);
    throw error;
  }
}

/** A value inside single quotes of Stripe's search query language. */
function quoted(value: string): string {
  return value.replace(/[\\']/g, (character) => `\\${character}`);
}

function outcomeOf(intents: Stripe.PaymentIntent[]): FoundCharge | null {
  if (intents.length === 0) return null;
  const succeeded = intents.find((intent) => intent.status === 'succeeded');
  if (succeeded) {
    const charge = succeeded.latest_charge;
    // Our refunds are whole: any amount refunded means the charge was given back.
    const refunded = typeof charge === 'object' && charge !== null && charge.amount_refunded > 0;
    return { status: refunded ? 'refunded' : 'succeeded', reference: succeeded.id };
  }
  const pending = intents.find((intent) => intent.status === 'processing');
  if (pending) throw new Error(`Stripe is still processing ${pending.id}; ask again later`);
  return { status: 'failed' };
}
