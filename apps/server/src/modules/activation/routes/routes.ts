import { ActivationApi, SubscriptionApi, VoucherApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { paymentInstrumentHandlers } from './payment-instrument-routes.ts';
import { subscriptionLifecycleHandlers } from './subscription-lifecycle-routes.ts';
import { storeHandlers } from './store-routes.ts';
import { subscriptionHandlers } from './subscription-routes.ts';
import { voucherHandlers } from './voucher-routes.ts';

/** Spec §7 activation calls: printed book codes, the member's vouchers, buying a subscription. */
export const activationRoutes = endpointRoutes({ ...ActivationApi, ...VoucherApi }, (app) => ({
  ...voucherHandlers(app),
  ...subscriptionHandlers(app),
  ...paymentInstrumentHandlers(app),
}));

/** The account's one subscription: its state, plan change, cancel, resume, charges, stores. */
export const subscriptionRoutes = endpointRoutes(SubscriptionApi, (app) => ({
  ...subscriptionLifecycleHandlers(app),
  ...storeHandlers(app),
}));
