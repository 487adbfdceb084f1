import type { Category, Market, Profile } from '@citybook/contract';

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

export const markets: Market[] = [
  {
    id: 1,
    title: 'Springfield',
    latitude: 39.8,
    longitude: -89.65,
    radiusMiles: 25,
    timeZone: 'America/Chicago',
  },
  {
    id: 2,
    title: 'Riverton',
    latitude: 43.02,
    longitude: -108.38,
    radiusMiles: 20,
    timeZone: 'America/Denver',
  },
  {
    id: 3,
    title: 'Lakeside',
    latitude: 41.5,
    longitude: -81.69,
    radiusMiles: 30,
    timeZone: 'America/New_York',
  },
];
