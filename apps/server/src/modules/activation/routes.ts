import { ActivationApi } from '@citybook/contract';
import { endpointRoutes } from '../../http/endpoint-routes.ts';
import { paymentInstrumentHandlers } from './payment-instrument-routes.ts';
import { subscriptionLifecycleHandlers } from './subscription-lifecycle-routes.ts';
import { storeHandlers } from './store-routes.ts';
import { subscriptionHandlers } from './subscription-routes.ts';
import { voucherHandlers } from './voucher-routes.ts';

/** Spec §7 activation calls: printed book codes, the member's vouchers, subscriptions. */
export const activationRoutes = endpointRoutes(ActivationApi, (app) => ({
  ...voucherHandlers(app),
  ...subscriptionHandlers(app),
  ...paymentInstrumentHandlers(app),
  ...subscriptionLifecycleHandlers(app),
  ...storeHandlers(app),
}));
