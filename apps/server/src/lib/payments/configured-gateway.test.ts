import { describe, expect, it } from 'vitest';
import { ConfigError, configFor } from '../../config.ts';
import { paymentGatewayFor } from './configured-gateway.ts';

describe('the configured payment gateway', () => {
  it('refuses the sandbox in production, naming the variable that allows it', () => {
    const config = configFor({ NODE_ENV: 'production' });
    expect(() => paymentGatewayFor(config)).toThrow(ConfigError);
    expect(() => paymentGatewayFor(config)).toThrow(/ALLOW_SANDBOX_PAYMENTS=true/);
  });

  it('runs the sandbox in production when allowed, and outside production', async () => {
    for (const config of [
      configFor({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' }),
      configFor({ NODE_ENV: 'development' }),
      configFor({}),
    ]) {
      const gateway = paymentGatewayFor(config);
      const card = await gateway.saveCard(
        {
          pan: '4242424242424242',
          cvv: '123',
          expirationMonth: 12,
          expirationYear: new Date().getFullYear() + 2,
          cardholderName: 'Ada Lovelace',
        },
        'configured:save',
      );
      expect(gateway.name).toBe('sandbox');
      expect(card.last4).toBe('4242');
    }
  });

  it('runs Stripe when PAYMENT_GATEWAY=stripe, in production too', () => {
    const config = configFor({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_configured',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(paymentGatewayFor(config).name).toBe('stripe');
  });

  it('takes no other gateway than the ones it knows', () => {
    expect(() => configFor({ PAYMENT_GATEWAY: 'braintree' })).toThrow(/PAYMENT_GATEWAY/);
  });
});
