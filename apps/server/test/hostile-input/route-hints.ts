import { ApiPath, GUEST_EMAIL } from '@citybook/contract';
import fc from 'fast-check';
import { SandboxCards } from '../../src/lib/payments/sandbox-gateway.ts';
import { cardPayload } from '../factories/subscription.ts';
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
  [`POST ${ApiPath.account.create}`]: {
    body: {
      emailAddress: email,
      password,
      IsMobilePlus: fc.boolean(),
      marketId: id('marketId'),
    },
  },
  [`POST ${ApiPath.account.profileUpdate}`]: {
    body: {
      emailAddress: email,
      currentPassword: password,
      firstName: fc.constantFrom('Ana', null),
      lastName: fc.constantFrom('Member', null),
      phone: fc.constantFrom('512-555-0100', '12'),
      postalCode: fc.constantFrom('78701', 'ABCDE'),
    },
  },
  [`POST ${ApiPath.account.setMarket}`]: { body: { marketId: id('marketId') } },
  [`POST ${ApiPath.account.forgotPassword}`]: { body: { emailAddress: email } },
  [`POST ${ApiPath.account.resetPassword}`]: {
    body: { token: fc.constantFrom('a'.repeat(43), 'x'), password },
  },
  [`POST ${ApiPath.account.changePassword}`]: {
    body: { currentPassword: password, newPassword: password },
  },
  [`POST ${ApiPath.account.activate}`]: {
    body: { code: fc.constantFrom(placeholder('code'), 'ABCD-EFGH-JKMN-PQRS', 'abcd') },
  },
  [`POST ${ApiPath.account.activateSubscription}`]: {
    body: {
      subscriptionTypeCode: fc.constantFrom(1, 2, 3),
      sourceDevicePlatformCode: fc.constantFrom('web', 'ios', 1),
      sourcePayload: card,
    },
  },
  [`POST ${shape(ApiPath.account.paymentInstrumentUpdate(':'))}`]: {
    body: { sourcePayload: card },
    params: { activationVoucherId: idText('voucherId') },
  },
  [`POST ${shape(ApiPath.account.selectVoucher(':'))}`]: {
    params: { activationVoucherId: idText('voucherId') },
  },
  [`GET ${shape(ApiPath.account.activation(':'))}`]: {
    params: { activationVoucherId: idText('voucherId') },
  },
  [`POST ${ApiPath.catalog.redeem}`]: {
    body: { offerId: id('offerId'), activationVoucherId: id('voucherId') },
  },
  [`POST ${ApiPath.app.clientError}`]: {
    body: {
      message: fc.constantFrom('Failed to fetch'),
      status: fc.constantFrom(500, 0),
      code: fc.constantFrom('x', 7),
      path: fc.constantFrom('/api/x'),
      url: fc.constantFrom('http://localhost/'),
    },
  },
  [`GET ${shape(ApiPath.market.get(':'))}`]: { params: { marketId: idText('marketId') } },
  [`GET ${ApiPath.market.byGeolocation}`]: {
    query: { latitude: coordinate, longitude: coordinate },
  },
  [`GET ${shape(ApiPath.catalog.categories(':'))}`]: { params: { marketId: idText('marketId') } },
  [`GET ${shape(ApiPath.catalog.mobileAds(':'))}`]: { params: { marketId: idText('marketId') } },
  [`GET ${shape(ApiPath.catalog.merchant(':'))}`]: {
    params: { id: idText('merchantId') },
    query: { latitude: coordinate, longitude: coordinate },
  },
  [`GET ${ApiPath.catalog.merchantsAll}`]: {
    query: {
      marketId: idText('marketId'),
      latitude: coordinate,
      longitude: coordinate,
      ignoreMarketRadius: fc.constantFrom('true', 'false'),
      groupByFranchisor: fc.constantFrom('true', 'false'),
      limit: fc.constantFrom('1', '5000', '5001'),
    },
  },
  [`GET ${ApiPath.catalog.merchantsByFranchisor}`]: {
    query: {
      marketId: idText('marketId'),
      franchisorId: idText('franchisorId'),
      latitude: coordinate,
      longitude: coordinate,
    },
  },
  [`GET ${ApiPath.catalog.merchantsInCategory}`]: {
    query: {
      marketId: idText('marketId'),
      categoryId: idText('categoryId'),
      latitude: coordinate,
      longitude: coordinate,
      limit: fc.constantFrom('1', '5000'),
    },
  },
  [`GET ${shape(ApiPath.validate.paymentCardNumber(':'))}`]: {
    params: { number: fc.constantFrom(SandboxCards.visa, '4242 4242', '1234') },
  },
  [`GET ${shape(ApiPath.version.minimumVersion(':'))}`]: {
    params: { os: fc.constantFrom('ios', 'ANDROID', 'windows') },
  },
  'GET /media/logo.svg': { query: { text: fc.constantFrom('AB', 'ABCD'), hue: fc.constant('9') } },
  'GET /media/ad.svg': {
    query: { title: fc.constant('T'), subtitle: fc.constant('S'), hue: fc.constant('400') },
  },
};
