import { ActivationApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import type { ProfileOf } from '../../../http/profile-of.ts';
import { paymentInstrumentHandlers } from './payment-instrument-routes.ts';
import { subscriptionLifecycleHandlers } from './subscription-lifecycle-routes.ts';
import { storeHandlers } from './store-routes.ts';
import { subscriptionHandlers } from './subscription-routes.ts';
import { voucherHandlers } from './voucher-routes.ts';

/** What the activation routes get from app.ts: account's profile, answered after a change. */
export interface ActivationRoutesOptions {
  profileOf: ProfileOf;
}

/**
 * The activation area's calls (docs/product/activation.md), one plugin for the whole area:
 * printed book codes, the member's vouchers, buying a subscription, and the account's one
 * subscription (its state, plan change, cancel, resume, charges, stores).
 */
export const activationRoutes = ({ profileOf }: ActivationRoutesOptions) =>
  endpointRoutes(ActivationApi, (app) => ({
    ...voucherHandlers(app, profileOf),
    ...subscriptionHandlers(app, profileOf),
    ...paymentInstrumentHandlers(app, profileOf),
    ...subscriptionLifecycleHandlers(app),
    ...storeHandlers(app, profileOf),
  }));
