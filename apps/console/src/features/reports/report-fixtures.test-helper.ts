import type { Market } from '@citybook/contract/market';
import { MarketApi } from '@citybook/contract/market';
import type {
  ActivationReport,
  IdleMerchantReport,
  RedemptionReport,
  ReportRange,
  RevenueReport,
  SubscriptionReport,
} from '@citybook/contract/reports';
import { ReportsConsoleApi, eachDay } from '@citybook/contract/reports';
import { apiHandler, apiReply } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';

let next = 500;

/** A market of its own, unique per call. */
export function aReportMarket(overrides: Partial<Market> = {}): Market {
  next += 1;
  return {
    id: next,
    title: `Market ${String(next)}`,
    latitude: 41.88,
    longitude: -87.63,
    radiusMiles: 30,
    timeZone: 'America/Chicago',
    ...overrides,
  };
}

function rangeOf(query: URLSearchParams, markets: readonly Market[]): ReportRange {
  const market = markets.find((each) => String(each.id) === query.get('marketId'));
  return {
    marketId: Number(query.get('marketId')),
    marketTitle: market?.title ?? 'Unknown',
    timeZone: market?.timeZone ?? 'UTC',
    from: query.get('from') ?? '',
    to: query.get('to') ?? '',
  };
}

/** Redemptions of the range: `perDay` on each day, at one merchant's two offers. */
export function aRedemptionReport(range: ReportRange, perDay = 2): RedemptionReport {
  const byDay = eachDay(range.from, range.to).map((day) => ({
    day,
    redemptions: perDay,
    savingsCents: perDay * 250,
  }));
  const redemptions = byDay.length * perDay;
  return {
    range,
    redemptions,
    savingsCents: redemptions * 250,
    members: Math.ceil(redemptions / 3),
    byDay,
    byMerchant: [
      { merchantId: 1, merchantTitle: 'Alpha Diner', redemptions, savingsCents: redemptions * 250 },
    ],
    byOffer: [
      {
        offerId: 11,
        offerTitle: 'Two for one',
        merchantTitle: 'Alpha Diner',
        redemptions,
        savingsCents: redemptions * 250,
      },
    ],
    byCategory: [
      { categoryId: 3, categoryTitle: 'Dining', redemptions, savingsCents: redemptions * 250 },
    ],
  };
}

export function anActivationReport(range: ReportRange): ActivationReport {
  return {
    range,
    activations: 7,
    byBatch: [
      {
        batch: 'batch-42',
        label: 'Printer order 42',
        editionId: 5,
        editionName: 'Chicago 2027',
        activations: 7,
      },
    ],
    byEdition: [{ editionId: 5, editionName: 'Chicago 2027', activations: 7 }],
  };
}

export function aSubscriptionReport(range: ReportRange): SubscriptionReport {
  const monthly = { started: 4, renewed: 9, cancelled: 1, ended: 2, pastDue: 1 };
  return {
    range,
    totals: monthly,
    byPlan: [{ planCode: 1, planTitle: 'Monthly', ...monthly }],
  };
}

export function aRevenueReport(range: ReportRange): RevenueReport {
  const usd = {
    currency: 'USD',
    payments: 13,
    grossCents: 6487,
    refunds: 1,
    refundedCents: 499,
    netCents: 5988,
  };
  return { range, totals: [usd], byPlan: [{ planCode: 1, planTitle: 'Monthly', ...usd }] };
}

export function anIdleMerchantReport(range: ReportRange): IdleMerchantReport {
  return {
    range,
    merchants: [
      { merchantId: 2, merchantTitle: 'Quiet Books', categoryTitle: 'Shopping', offers: 2 },
    ],
  };
}

/**
 * The markets and every report, answered from the question asked; answers the questions each
 * report was asked, in order.
 */
export function answerReports(markets: readonly Market[] = [aReportMarket()]) {
  const asked: Record<string, Record<string, string>[]> = {};
  const note = (name: string, query: URLSearchParams) => {
    (asked[name] ??= []).push(Object.fromEntries(query));
  };
  server.use(
    apiReply(MarketApi.getMarkets, [...markets]),
    apiHandler(ReportsConsoleApi.getRedemptionReport, ({ query }) => {
      note('redemptions', query);
      return aRedemptionReport(rangeOf(query, markets));
    }),
    apiHandler(ReportsConsoleApi.getActivationReport, ({ query }) => {
      note('activations', query);
      return anActivationReport(rangeOf(query, markets));
    }),
    apiHandler(ReportsConsoleApi.getSubscriptionReport, ({ query }) => {
      note('subscriptions', query);
      return aSubscriptionReport(rangeOf(query, markets));
    }),
    apiHandler(ReportsConsoleApi.getRevenueReport, ({ query }) => {
      note('revenue', query);
      return aRevenueReport(rangeOf(query, markets));
    }),
    apiHandler(ReportsConsoleApi.getIdleMerchantReport, ({ query }) => {
      note('idle', query);
      return anIdleMerchantReport(rangeOf(query, markets));
    }),
  );
  return { asked, markets };
}
