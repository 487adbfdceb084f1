/** Spec §7 call paths, shared so server routes and web calls cannot drift apart. */
export const ApiPath = {
  account: {
    create: '/api/account/create',
    login: '/api/account/login',
    logout: '/api/account/logout',
    profile: '/api/account/profile',
    profileUpdate: '/api/account/profile/update',
    setMarket: '/api/account/setMarket',
    forgotPassword: '/api/account/password/forgot',
    resetPassword: '/api/account/password/reset',
    changePassword: '/api/account/password/change',
    deleteAccount: '/api/account/deleteAccount',
    expired: '/api/account/expired',
    activate: '/api/account/activate',
    subscriptionTypes: '/api/account/subscriptionTypes',
    redemptions: '/api/account/redemptions',
    activateSubscription: '/api/account/activateSubscription',
    vouchers: '/api/account/vouchers',
    selectVoucher: (activationVoucherId: number | string) =>
      `/api/account/selectedVoucher/update/${activationVoucherId}`,
    activation: (activationVoucherId: number | string) =>
      `/api/account/activation/${activationVoucherId}`,
    paymentInstrumentUpdate: (activationVoucherId: number | string) =>
      `/api/account/payment-instrument/update/${activationVoucherId}`,
  },
  version: {
    minimumVersions: '/api/version/minimumVersion',
    minimumVersion: (os: string) => `/api/version/minimumVersion/${os}`,
  },
  market: {
    get: (marketId: number | string) => `/api/market/get/${marketId}`,
    getAll: '/api/market/getall',
    byGeolocation: '/api/market/getByGeolocation',
  },
  catalog: {
    categories: (marketId: number | string) => `/api/category/getall/${marketId}`,
    mobileAds: (marketId: number | string) => `/api/mobileAds/market/${marketId}`,
    merchant: (id: number | string) => `/api/merchant/get/${id}`,
    merchantsAll: '/api/merchant/getAll',
    merchantsByFranchisor: '/api/merchant/getByFranchisorId',
    merchantsInCategory: '/api/merchant/getCategory',
    redeem: '/api/merchant/offer/redeem',
  },
  validate: {
    paymentCardNumber: (number: string) => `/api/validate/paymentCardNumber/${number}`,
  },
  app: {
    clientError: '/api/app/client-error',
    config: '/api/app/config',
    /** Load-balancer health check: 200 when the database answers, 503 when it does not. */
    health: '/api/health',
  },
} as const;
