import { AccountApi } from '@citybook/contract';
import { endpointRoutes } from '../../http/endpoint-routes.ts';
import { passwordHandlers } from './password-routes.ts';
import { profileHandlers } from './profile-routes.ts';
import { registrationHandlers } from './registration-routes.ts';
import { sessionHandlers } from './session-routes.ts';

/** Spec §7 account calls. */
export const accountRoutes = endpointRoutes(AccountApi, (app) => ({
  ...sessionHandlers(app),
  ...registrationHandlers(app),
  ...passwordHandlers(app),
  ...profileHandlers(app),
}));
