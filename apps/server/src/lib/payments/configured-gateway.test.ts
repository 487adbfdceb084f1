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
      const card = await paymentGatewayFor(config).saveCard(
        {
          pan: '4242424242424242',
          cvv: '123',
          expirationMonth: 12,
          expirationYear: new Date().getFullYear() + 2,
          cardholderName: 'Ada Lovelace',
        },
        'configured-gateway-test',
      );
      expect(card.last4).toBe('4242');
    }
  });

  it('takes no other gateway than the ones it knows', () => {
    expect(() => configFor({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/);
  });
});
