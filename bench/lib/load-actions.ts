import { encodeBasicAuth, RedemptionApi, AccountApi, CatalogApi, urlOf } from '@citybook/contract';
import type { LoadOptions } from './load.ts';
import { chooseKind, type Kind } from './load-mix.ts';
import { jsonHeaders } from './members.ts';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A point a few miles from the market's centre, as a phone in town would send. */
function nearby(market: { latitude: number; longitude: number }): string {
  const latitude = (market.latitude + (Math.random() - 0.5) * 0.2).toFixed(5);
  const longitude = (market.longitude + (Math.random() - 0.5) * 0.2).toFixed(5);
  return `latitude=${latitude}&longitude=${longitude}`;
}

export interface Action {
  kind: Kind;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** For redeem calls: who redeems what. */
  pair?: { member: number; voucherId: number; offerId: number };
}

/** Browsers ask for compressed answers; the server compresses what is over 1 KB. */
const BROWSER_ACCEPT = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/** A client's next call: a kind from the mix, made into a request a member's app would send. */
export function nextAction(options: Pick<LoadOptions, 'baseUrl' | 'ledger' | 'targets'>): Action {
  const { ledger, targets, baseUrl } = options;
  const members = ledger.members;
  let kind = chooseKind();
  if (kind === 'redeemRepeat' && ledger.answered.size === 0) kind = 'redeem';
  if (kind === 'redeem' || kind === 'redeemRepeat') {
    const pair = kind === 'redeem' ? ledger.freshPair() : ledger.repeatPair();
    if (pair) {
      const member = members[pair.member]!;
      return {
        kind,
        path: RedemptionApi.redeem.path,
        headers: jsonHeaders(baseUrl, member.cookie),
        body: JSON.stringify({ offerId: pair.offerId, activationVoucherId: member.voucherId }),
        pair: { member: pair.member, voucherId: member.voucherId, offerId: pair.offerId },
      };
    }
    kind = 'merchant';
  }
  if (kind === 'login' || kind === 'loginUnknown') {
    const member = pick(members);
    const email =
      kind === 'login' ? member.email : `nobody-${String(Math.random()).slice(2)}@example.com`;
    return {
      kind,
      path: AccountApi.login.path,
      headers: {
        ...jsonHeaders(baseUrl),
        authorization: encodeBasicAuth({ email, password: member.password }),
      },
      body: '',
    };
  }
  const headers: Record<string, string> = { ...BROWSER_ACCEPT };
  if (Math.random() < 0.5) headers.cookie = pick(members).cookie;
  const market = pick(targets.markets);
  if (kind === 'getAll') {
    const grouped = Math.random() < 0.5 ? '&groupByFranchisor=true' : '';
    return {
      kind,
      path: `${CatalogApi.getAllMerchants.path}?marketId=${String(market.id)}&${nearby(market)}${grouped}`,
      headers,
    };
  }
  if (kind === 'getCategory') {
    return {
      kind,
      path: `${CatalogApi.getMerchantsInCategory.path}?marketId=${String(market.id)}&categoryId=${String(pick(targets.categoryIds))}&${nearby(market)}`,
      headers,
    };
  }
  return {
    kind: 'merchant',
    path: `${urlOf(CatalogApi.getMerchant, { params: { id: pick(targets.merchantIds) }, query: {} })}?${nearby(market)}`,
    headers,
  };
}
