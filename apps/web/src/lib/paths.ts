import { MailLinkPaths } from '@citybook/contract/notices';

/** What a link to a merchant page needs to know of the merchant. */
export interface MerchantLinkTarget {
  id: number;
  /** Unknown (e.g. for an ad): left out, and the merchant page asks the merchant itself. */
  hasSiblings?: boolean;
  franchisorId?: number | null;
}

/** Client routes (APP-2), shared so features can link to each other without importing each other. */
export const paths = {
  home: '/',
  login: '/account/login',
  createAccount: '/account/create',
  forgotPassword: '/account/password/forgot',
  resetPassword: '/account/password/reset',
  setPasswordRoute: '/account/password/set',
  setPassword: (token: string) =>
    `/account/password/set?${new URLSearchParams({ token }).toString()}`,
  changePassword: '/account/password/change',
  market: '/account/market',
  management: '/account/management',
  managementMc: MailLinkPaths.paymentUpdate,
  deleteAccount: '/account/deleteAccount',
  profileEdit: '/account/profile/edit',
  selectActivation: MailLinkPaths.activate,
  /** ACTIVATION-2: renewing, with the days left on the activation. */
  selectActivationDays: (days: number) =>
    `/account/selectActivation?${new URLSearchParams({ days: String(days) }).toString()}`,
  activate: '/account/activate',
  addCode: '/account/addCode',
  activateHelp: '/account/activate/help',
  paymentRoute: '/account/payment/:subscriptionTypeCode/:isUpdate',
  /** ACTIVATION-11: the card form, to buy `subscriptionTypeCode` or (isUpdate) to replace the card. */
  payment: (subscriptionTypeCode: number, isUpdate: boolean) =>
    `/account/payment/${String(subscriptionTypeCode)}/${String(isUpdate)}`,
  subscriptionCompleteRoute: '/account/subscription-complete/:isUpdate',
  subscriptionComplete: (isUpdate: boolean) => `/account/subscription-complete/${String(isUpdate)}`,
  manageSubscriptions: MailLinkPaths.manageSubscription,
  changeSubscription: '/account/changeSubscription',
  /** The member's charges (issue #13), under account management. */
  payments: MailLinkPaths.paymentHistory,
  /** NOTICE-10: the member's email reminders, under account management. */
  notificationSettings: MailLinkPaths.notificationSettings,
  /** NOTICE-10: a reminder mail's Unsubscribe link, open to anyone. */
  unsubscribe: MailLinkPaths.unsubscribe,
  /** The member's signed-in devices (issue #14), under account management. */
  devices: '/account/devices',
  savings: MailLinkPaths.savings,
  /** REDEEM-8: the product's savings page a shared saving links to, open to anyone (issue #32). */
  publicSavings: '/savings',
  /** FUNDRAISING-5: a campaign's public page, and the same from a seller's link; open to anyone. */
  fundraisingCampaign: '/f/:campaignSlug',
  fundraisingSeller: '/f/:campaignSlug/:sellerSlug',
  /** The member's favourite merchants (issue #17), from the side menu. */
  favorites: '/account/favorites',
  /** Staff check a redemption's verification code (issue #16); the QR opens verifyCode. */
  verify: '/verify',
  verifyRoute: '/verify/:code',
  verifyCode: (code: string) => `/verify/${encodeURIComponent(code)}`,
  allOffers: '/offers/all',
  categories: '/offers/categories',
  categoryRoute: '/offers/category/:categoryId',
  category: (categoryId: number) => `/offers/category/${String(categoryId)}`,
  merchantRoute: '/offers/category/:categoryId/merchant/:merchantId',
  /** CATALOG-8: a franchise location carries hasSiblings and franchisorId for its location picker. */
  merchant: (categoryId: number, merchant: MerchantLinkTarget) => {
    const query = new URLSearchParams();
    if (merchant.hasSiblings !== undefined) query.set('hasSiblings', String(merchant.hasSiblings));
    if (typeof merchant.franchisorId === 'number')
      query.set('franchisorId', String(merchant.franchisorId));
    const search = query.toString();
    return `/offers/category/${String(categoryId)}/merchant/${String(merchant.id)}${search ? `?${search}` : ''}`;
  },
  offerRoute: '/offers/offer/:locationId/:offerId',
  /** CATALOG-13: the first parameter is the merchant (location) id. */
  offer: (merchantId: number, offerId: number) =>
    `/offers/offer/${String(merchantId)}/${String(offerId)}`,
  map: '/offers/map',
  error: '/error',
  /** APP-3: the path after /mobile/deeplink/ is handed to the native app. */
  deepLink: '/mobile/deeplink/*',
} as const;
