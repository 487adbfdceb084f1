import { randomUUID } from 'node:crypto';
import { describeGatewayContract } from './gateway-contract.ts';
import { SandboxCards, sandboxGateway } from './sandbox-gateway.ts';

describeGatewayContract('sandbox', () => ({
  gateway: sandboxGateway(),
  cards: {
    good: { number: SandboxCards.visa, brand: 'Visa', last4: '4242' },
    declined: SandboxCards.declined,
    declinesAtCharge: SandboxCards.failsAtRenewal,
  },
  keyPrefix: `${randomUUID()}:`,
}));
