import { ConfigError, type Config } from '../../config.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { sandboxGateway } from './sandbox-gateway.ts';
import { stripeGateway } from './stripe-gateway.ts';

/**
 * The gateway PAYMENT_GATEWAY names, for the server, its renewal job and the CLI alike. A
 * production server refuses the sandbox, which takes any valid card number as paid, unless
 * ALLOW_SANDBOX_PAYMENTS says so (a demo or a staging server).
 */
export function paymentGatewayFor(config: Config): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    if (config.STRIPE_SECRET_KEY === undefined)
      throw new ConfigError('PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY.');
    return stripeGateway({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE });
  }
  if (config.NODE_ENV === 'production' && !config.ALLOW_SANDBOX_PAYMENTS)
    throw new ConfigError(
      'PAYMENT_GATEWAY=sandbox accepts any valid card number as paid: a production server ' +
        '(NODE_ENV=production, the default) runs it only with ALLOW_SANDBOX_PAYMENTS=true.',
    );
  return sandboxGateway();
}
