import {
  GUEST_EMAIL,
  AccountApi,
  MarketApi,
  ActivationApi,
  RedemptionApi,
  AppApi,
  CatalogApi,
} from '@citybook/contract';
import fc from 'fast-check';
import { SandboxCards } from '../../src/lib/payments/sandbox-gateway.ts';
import {
  cardPayload,
  changeConsent,
  purchaseConsent,
  resumeConsent,
} from '../factories/subscription.ts';
import { placeholder, type Context } from './placeholders.ts';
import { shape } from './routes.ts';

// What each known route expects: its fields with plausible values (any of which may be swapped for
// a hostile one, dropped, or joined by extra keys). Unknown routes get generic input.

export type Fields = Record<string, fc.Arbitrary<unknown>>;

interface Hints {
  body?: Fields;
  query?: Fields;
  params?: Record<string, fc.Arbitrary<string>>;
}

export const password = fc.constantFrom('Valid#Pass1', 'short', placeholder('memberPassword'));
export const email = fc.constantFrom(
  placeholder('memberEmail'),
  placeholder('freshEmail'),
  GUEST_EMAIL,
  'nobody@example.com',
  'not-an-email',
);
/** Ids at the edges of what a database integer column holds. */
const edgeIds = [0, -1, 2_147_483_647, 2_147_483_648, 4_294_967_296, Number.MAX_SAFE_INTEGER];
const id = (name: keyof Context) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom<unknown>(placeholder(name), 1, 2) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(...edgeIds) },
  );
export const idText = (name: keyof Context) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(placeholder(name), '1', '2') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...edgeIds.map(String), '1e3', '1.0', '0x10', ' 1', '+1', '01'),
    },
  );
const coordinate = fc.oneof(
  fc.constantFrom('30.27', '-97.74', '0'),
  fc.double({ min: -90, max: 90, noNaN: true }).map(String),
);
const card = fc.oneof(
  fc.constantFrom(
    cardPayload(SandboxCards.visa),
    cardPayload(SandboxCards.declined),
    cardPayload('4242424242424241'),
    cardPayload(SandboxCards.visa, { expirationYear: '2001' }),
    cardPayload(SandboxCards.visa, { cvv: '12' }),
    '{"pan":',
  ),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

export const hints: Record<string, Hints> = {
  [`POST ${AccountApi.createAccount.path}`]: {
    body: {
      emailAddress: email,
      password,
      IsMobilePlus: fc.boolean(),
      marketId: id('marketId'),
    },
  },
  [`POST ${AccountApi.updateProfile.path}`]: {
    body: {
      emailAddress: email,
      currentPassword: password,
      firstName: fc.constantFrom('Ana', null),
      lastName: fc.constantFrom('Member', null),
      phone: fc.constantFrom('512-555-0100', '12'),
      postalCode: fc.constantFrom('78701', 'ABCDE'),
    },
  },
  [`POST ${MarketApi.setMarket.path}`]: { body: { marketId: id('marketId') } },
  [`POST ${AccountApi.forgotPassword.path}`]: { body: { emailAddress: email } },
  [`POST ${AccountApi.resetPassword.path}`]: {
    body: { token: fc.constantFrom('a'.repeat(43), 'x'), password },
  },
  [`POST ${AccountApi.changePassword.path}`]: {
    body: { currentPassword: password, newPassword: password },
  },
  [`POST ${ActivationApi.activate.path}`]: {
    body: { code: fc.constantFrom(placeholder('code'), 'ABCD-EFGH-JKMN-PQRS', 'abcd') },
  },
  [`POST ${ActivationApi.activateSubscription.path}`]: {
    body: {
      subscriptionTypeCode: fc.constantFrom(1, 2, 3),
      sourceDevicePlatformCode: fc.constantFrom('web', 'ios', 1),
      sourcePayload: card,
      termsVersion: fc.constantFrom(purchaseConsent.termsVersion, '2020-01-01'),
      button: fc.constantFrom(purchaseConsent.button, 'OK'),
    },
  },
  [`POST ${ActivationApi.changeSubscription.path}`]: {
    body: {
      subscriptionTypeCode: fc.constantFrom(1, 2, 3),
      termsVersion: fc.constant(changeConsent.termsVersion),
      button: fc.constantFrom(changeConsent.button, 'Stay on Monthly'),
    },
  },
  [`POST ${ActivationApi.resumeSubscription.path}`]: {
    body: {
      termsVersion: fc.constant(resumeConsent.termsVersion),
      button: fc.constant(resumeConsent.button),
    },
  },
  [`POST ${shape(ActivationApi.updatePaymentInstrument.path)}`]: {
    body: { sourcePayload: card },
    params: { activationVoucherId: idText('voucherId') },
  },
  [`POST ${shape(ActivationApi.selectVoucher.path)}`]: {
    params: { activationVoucherId: idText('voucherId') },
  },
  [`GET ${shape(ActivationApi.getActivation.path)}`]: {
    params: { activationVoucherId: idText('voucherId') },
  },
  [`POST ${RedemptionApi.redeem.path}`]: {
    body: { offerId: id('offerId'), activationVoucherId: id('voucherId') },
  },
  [`POST ${AppApi.reportClientError.path}`]: {
    body: {
      message: fc.constantFrom('Failed to fetch'),
      status: fc.constantFrom(500, 0),
      code: fc.constantFrom('x', 7),
      path: fc.constantFrom('/api/x'),
      url: fc.constantFrom('http://localhost/'),
    },
  },
  [`GET ${shape(MarketApi.getMarket.path)}`]: { params: { marketId: idText('marketId') } },
  [`GET ${MarketApi.getMarketByGeolocation.path}`]: {
    query: { latitude: coordinate, longitude: coordinate },
  },
  [`GET ${shape(CatalogApi.getCategories.path)}`]: { params: { marketId: idText('marketId') } },
  [`GET ${shape(CatalogApi.getMobileAds.path)}`]: { params: { marketId: idText('marketId') } },
  [`GET ${shape(CatalogApi.getMerchant.path)}`]: {
    params: { id: idText('merchantId') },
    query: { latitude: coordinate, longitude: coordinate },
  },
  [`GET ${CatalogApi.getAllMerchants.path}`]: {
    query: {
      marketId: idText('marketId'),
      latitude: coordinate,
      longitude: coordinate,
      ignoreMarketRadius: fc.constantFrom('true', 'false'),
      groupByFranchisor: fc.constantFrom('true', 'false'),
      limit: fc.constantFrom('1', '5000', '5001'),
    },
  },
  [`GET ${CatalogApi.getMerchantsByFranchisor.path}`]: {
    query: {
      marketId: idText('marketId'),
      franchisorId: idText('franchisorId'),
      latitude: coordinate,
      longitude: coordinate,
    },
  },
  [`GET ${CatalogApi.getMerchantsInCategory.path}`]: {
    query: {
      marketId: idText('marketId'),
      categoryId: idText('categoryId'),
      latitude: coordinate,
      longitude: coordinate,
      limit: fc.constantFrom('1', '5000'),
    },
  },
  [`GET ${shape(ActivationApi.validatePaymentCardNumber.path)}`]: {
    params: { number: fc.constantFrom(SandboxCards.visa, '4242 4242', '1234') },
  },
  [`GET ${shape(AppApi.getMinimumVersion.path)}`]: {
    params: { os: fc.constantFrom('ios', 'ANDROID', 'windows') },
  },
  'GET /media/logo.svg': { query: { text: fc.constantFrom('AB', 'ABCD'), hue: fc.constant('9') } },
  'GET /media/ad.svg': {
    query: { title: fc.constant('T'), subtitle: fc.constant('S'), hue: fc.constant('400') },
  },
};
