/** Spec §7 call paths, shared so server routes and web calls cannot drift apart. */
export const ApiPath = {
  account: {
    login: '/api/account/login',
    logout: '/api/account/logout',
    profile: '/api/account/profile',
  },
  market: {
    getAll: '/api/market/getall',
  },
  catalog: {
    categories: (marketId: number | string) => `/api/category/getall/${marketId}`,
  },
} as const;
