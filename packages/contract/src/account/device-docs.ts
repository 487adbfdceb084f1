import type * as DeviceApi from './device-endpoints.ts';

/** The API reference's words for the signed-in devices endpoints. */
export const deviceDocs = {
  endpoints: {
    getDevices:
      'The member’s live sessions (signed-in devices): client, created, last used; the current one first.',
    signOutOtherDevices: 'Ends every session of the member but this one; answers how many ended.',
  },
} as const satisfies { endpoints: { readonly [Name in keyof typeof DeviceApi]: string } };
