import { AccountApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { deviceHandlers } from './device-routes.ts';
import { accountStateHandlers } from './account-state-routes.ts';
import { passwordHandlers } from './password-routes.ts';
import { profileHandlers } from './profile-routes.ts';
import { registrationHandlers } from './registration-routes.ts';
import { sessionHandlers } from './session-routes.ts';

/** The account area's calls (docs/product/account.md), one plugin for the whole area. */
export const accountRoutes = endpointRoutes(AccountApi, (app) => ({
  ...sessionHandlers(app),
  ...registrationHandlers(app),
  ...passwordHandlers(app),
  ...profileHandlers(app),
  ...deviceHandlers(app),
  ...accountStateHandlers(app),
}));
