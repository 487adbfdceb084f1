/**
 * The vouchers' cache key, apart from their query: activating a code (in the first download, for
 * a native restore) invalidates them without loading ActivationApi's schemas.
 */
export const vouchersQueryKey = ['account', 'vouchers'] as const;
