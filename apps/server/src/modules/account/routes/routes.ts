import {
  AccountApi,
  AccountStateApi,
  DeviceApi,
  PasswordApi,
  RegistrationApi,
} from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { deviceHandlers } from './device-routes.ts';
import { accountStateHandlers } from './account-state-routes.ts';
import { passwordHandlers } from './password-routes.ts';
import { profileHandlers } from './profile-routes.ts';
import { registrationHandlers } from './registration-routes.ts';
import { sessionHandlers } from './session-routes.ts';

/** Account calls of docs/product/account.md (sign-up, deletion and passwords declared apart), the devices (#14) and the member's state beside the shared lists (#17). */
export const accountRoutes = endpointRoutes(
  {
    ...AccountApi,
    ...RegistrationApi,
    ...PasswordApi,
    ...DeviceApi,
    ...AccountStateApi,
  },
  (app) => ({
    ...sessionHandlers(app),
    ...registrationHandlers(app),
    ...passwordHandlers(app),
    ...profileHandlers(app),
    ...deviceHandlers(app),
    ...accountStateHandlers(app),
  }),
);
