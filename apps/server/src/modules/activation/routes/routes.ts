import { ActivationApi, SubscriptionApi, VoucherApi } from '@citybook/contract';
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

/** Activation calls (ACTIVATION-5, ACTIVATION-9, ACTIVATION-14): printed book codes, the member's vouchers, buying a subscription. */
export const activationRoutes = ({ profileOf }: ActivationRoutesOptions) =>
  endpointRoutes({ ...ActivationApi, ...VoucherApi }, (app) => ({
    ...voucherHandlers(app, profileOf),
    ...subscriptionHandlers(app, profileOf),
    ...paymentInstrumentHandlers(app, profileOf),
  }));

/** The account's one subscription: its state, plan change, cancel, resume, charges, stores. */
export const subscriptionRoutes = ({ profileOf }: ActivationRoutesOptions) =>
  endpointRoutes(SubscriptionApi, (app) => ({
    ...subscriptionLifecycleHandlers(app),
    ...storeHandlers(app, profileOf),
  }));
