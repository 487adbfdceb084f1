/** Client routes (spec §2), shared so features can link to each other without importing each other. */
export const paths = {
  home: '/',
  login: '/account/login',
  createAccount: '/account/create',
  forgotPassword: '/account/password/forgot',
  setPassword: (token: string) =>
    `/account/password/set?${new URLSearchParams({ token }).toString()}`,
  market: '/account/market',
  categories: '/offers/categories',
  category: (categoryId: number) => `/offers/category/${String(categoryId)}`,
  error: '/error',
} as const;
