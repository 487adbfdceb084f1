import type { Category, Profile } from '@citybook/contract';

export const profile: Profile = {
  emailAddress: 'ana@example.com',
  marketId: 1,
  totalSavings: 0,
  activationVoucherId: null,
  activationVoucherDeactivated: false,
  userActivationType: null,
  subscriptionType: null,
  accountId: 10,
  userPrincipalId: 20,
  userOffersValidTo: null,
  isDeactivatedFuture: false,
  allowExpirationNotice: false,
  isMobilePlus: false,
  firstName: null,
  lastName: null,
  phone: null,
  postalCode: null,
};

export const categories: Category[] = [
  { id: 1, title: 'Dining', icon1: '/icons/categories/dining.svg' },
  { id: 2, title: 'Coffee & Treats', icon1: '/icons/categories/coffee-treats.svg' },
];
