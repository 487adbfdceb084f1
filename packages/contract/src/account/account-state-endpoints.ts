import { defineEndpoint } from '../endpoint.ts';
import { accountStateSchema } from './account-state.ts';

/*
 * Apart from AccountApi and FavoriteApi: the catalogue lists load it beside them, and they should
 * not carry the favourites' endpoints with them (bench:bundle).
 */
/** The member's own state beside the shared merchant lists (issue #17 item 5). */
export const getAccountState = defineEndpoint({
  area: 'account',
  name: 'getAccountState',
  method: 'GET',
  path: '/api/account/state',
  access: 'user',
  response: accountStateSchema,
  errors: [],
});
