import * as Account from './account/endpoints.ts';
import * as Activation from './activation/endpoints.ts';
import * as Catalog from './catalog/endpoints.ts';
import * as Redemption from './redemption/endpoints.ts';

/*
 * The groups the server's route plugins register, under the names they had when each was a file
 * of its own (ADR 0029). Transitional: the declarations are one file per area, and web code imports
 * its area (`@citybook/contract/<area>`, where `<Area>Api` is the whole area); these keep the
 * server's plugins and the tests compiling until the server registers one plugin per area. At the
 * package root, `AccountApi`, `CatalogApi`, `ActivationApi` and `RedemptionApi` are these groups,
 * not the whole area: the whole areas are `Api.<area>`.
 */

export const AccountApi = {
  login: Account.login,
  logout: Account.logout,
  logoutByPost: Account.logoutByPost,
  getProfile: Account.getProfile,
  getExpired: Account.getExpired,
  updateProfile: Account.updateProfile,
};
export const RegistrationApi = {
  createAccount: Account.createAccount,
  deleteAccount: Account.deleteAccount,
};
export const PasswordApi = {
  forgotPassword: Account.forgotPassword,
  resetPassword: Account.resetPassword,
  changePassword: Account.changePassword,
};
export const DeviceApi = {
  getDevices: Account.getDevices,
  signOutOtherDevices: Account.signOutOtherDevices,
};
export const AccountStateApi = { getAccountState: Account.getAccountState };

export const CatalogApi = {
  getCategories: Catalog.getCategories,
  getMobileAds: Catalog.getMobileAds,
  getMerchant: Catalog.getMerchant,
  getAllMerchants: Catalog.getAllMerchants,
  getMerchantsByFranchisor: Catalog.getMerchantsByFranchisor,
  getMerchantsInCategory: Catalog.getMerchantsInCategory,
  getMapConfig: Catalog.getMapConfig,
};
export const InAreaApi = { getMerchantsInArea: Catalog.getMerchantsInArea };
export const SearchApi = { searchMarket: Catalog.searchMarket };
/** The catalogue's favourites (CATALOG-25), registered by the catalog module's favourites plugin. */
export const FavoriteApi = {
  getFavorites: Catalog.getFavorites,
  addFavorite: Catalog.addFavorite,
  removeFavorite: Catalog.removeFavorite,
};

export const ActivationApi = {
  activate: Activation.activate,
  getActivation: Activation.getActivation,
  getSubscriptionTypes: Activation.getSubscriptionTypes,
  activateSubscription: Activation.activateSubscription,
  updatePaymentInstrument: Activation.updatePaymentInstrument,
  validatePaymentCardNumber: Activation.validatePaymentCardNumber,
};
export const VoucherApi = {
  getVouchers: Activation.getVouchers,
  selectVoucher: Activation.selectVoucher,
};
export const SubscriptionApi = {
  getSubscription: Activation.getSubscription,
  changeSubscription: Activation.changeSubscription,
  cancelSubscription: Activation.cancelSubscription,
  resumeSubscription: Activation.resumeSubscription,
  getPayments: Activation.getPayments,
  appleStorePurchase: Activation.appleStorePurchase,
  googleStorePurchase: Activation.googleStorePurchase,
  appleStoreNotification: Activation.appleStoreNotification,
  googleStoreNotification: Activation.googleStoreNotification,
};

export const RedemptionApi = {
  redeem: Redemption.redeem,
  getRedemptions: Redemption.getRedemptions,
};
export const VerifyApi = { verifyRedemption: Redemption.verifyRedemption };
