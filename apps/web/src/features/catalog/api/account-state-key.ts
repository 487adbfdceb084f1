/**
 * The query key of the member's state (GET /api/account/state). Apart from its call, so that the
 * first download, which refreshes it after a redemption, does not carry the favourites' API.
 */
export const accountStateQueryKey = ['account', 'state'] as const;
