import { defineEndpoint } from '../endpoint.ts';
import { signedInDeviceListSchema, signOutOthersResponseSchema } from './devices.ts';
import { AccountErrors } from './error-answers.ts';
import { currentPasswordRequestSchema } from './password-throttle.ts';

/*
 * The member's signed-in devices (issue #14 item 6), apart from AccountApi so that the web's
 * first download does not carry them. Not for the guest: its one account is shared by everyone.
 */
export const getDevices = defineEndpoint({
  area: 'account',
  name: 'getDevices',
  method: 'GET',
  path: '/api/account/devices',
  access: 'member',
  response: signedInDeviceListSchema,
  errors: [],
});

export const signOutOtherDevices = defineEndpoint({
  area: 'account',
  name: 'signOutOtherDevices',
  method: 'POST',
  path: '/api/account/devices/signOutOthers',
  access: 'member',
  rateLimit: 'password',
  body: currentPasswordRequestSchema,
  response: signOutOthersResponseSchema,
  errors: [AccountErrors.wrongCurrentPassword, AccountErrors.accountGone],
});
