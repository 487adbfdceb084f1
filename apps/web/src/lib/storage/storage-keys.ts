import { profileSchema } from '@citybook/contract/account';
import { Timing } from '@citybook/contract/app';
import { categoryListSchema } from '@citybook/contract/catalog';
import { geolocationQuerySchema, marketListSchema, marketSchema } from '@citybook/contract/market';
import * as z from 'zod/mini';
import { jsonCodec, numberOrWordCodec, plainCodec } from './codecs.ts';
import type { Codec } from './codecs.ts';
import type { StorageArea } from './storage-area.ts';
import { datedSchema, expirationSchema, mapStateSchema, pageStateSchema } from './stored-shapes.ts';

/** How long a key matters (APP-16). Logout clears every key but the tab's and the device's. */
export type Lifetime =
  /** The member's: kept until logout (in session storage, at most until the tab closes). */
  | { kind: 'until-logout' }
  /** A copy of a server answer with the date it was saved, reused while younger than this. */
  | { kind: 'dated'; maxAgeMs: number }
  /** The device's, not the member's: logout keeps it (e.g. redemptions waiting to be sent). */
  | { kind: 'device' }
  /** The browser tab's, not the member's: logout keeps it, closing the tab drops it. */
  | { kind: 'tab' };

export interface StoredKey<T> {
  /** The name in storage; unchanged from earlier versions, so members' stored data still reads. */
  readonly key: string;
  readonly area: StorageArea;
  readonly lifetime: Lifetime;
  readonly schema: z.ZodMiniType<T>;
  readonly codec: Codec;
}

/** Keys that share a prefix, one per market, page or prompt. */
export interface StoredFamily<T, Name> extends Omit<StoredKey<T>, 'key'> {
  readonly prefix: string;
  readonly named: (name: Name) => StoredKey<T>;
}

function family<T, Name>(
  spec: Omit<StoredFamily<T, Name>, 'named'>,
  suffix: (name: Name) => string,
): StoredFamily<T, Name> {
  return { ...spec, named: (name) => ({ ...spec, key: spec.prefix + suffix(name) }) };
}

const untilLogout: Lifetime = { kind: 'until-logout' };
const tab: Lifetime = { kind: 'tab' };
const flag = z.literal('true');
/** Only the app's own payment pages: a stored value can never send a member elsewhere. */
const PAYMENT_PATH = /^\/account\/payment\/\d+\/(?:true|false)$/;

/** Every key the app keeps in the browser's storage. Nothing else touches storage (lint rule). */
export const storageKeys = {
  // APP-16 profile; ACCOUNT-16: the profile call's answer, reused unless a refresh is forced.
  profile: {
    key: 'citybook.profile',
    area: 'local',
    lifetime: untilLogout,
    schema: profileSchema,
    codec: jsonCodec,
  },
  // APP-16 markets, market, categories; MARKET-7: cached in session storage with a saved date.
  markets: {
    key: 'citybook.cache.markets',
    area: 'session',
    lifetime: { kind: 'dated', maxAgeMs: Timing.sessionCacheMs },
    schema: datedSchema(marketListSchema),
    codec: jsonCodec,
  },
  market: {
    key: 'citybook.cache.market',
    area: 'session',
    lifetime: { kind: 'dated', maxAgeMs: Timing.sessionCacheMs },
    schema: datedSchema(marketSchema),
    codec: jsonCodec,
  },
  categories: family(
    {
      prefix: 'citybook.cache.categories.',
      area: 'session',
      lifetime: { kind: 'dated', maxAgeMs: Timing.sessionCacheMs },
      schema: datedSchema(categoryListSchema),
      codec: jsonCodec,
    },
    (marketId: number) => String(marketId),
  ),
  // APP-16 geolocation: the device position, fresh for a few minutes (MARKET-6).
  geolocation: {
    key: 'citybook.cache.geolocation',
    area: 'session',
    lifetime: { kind: 'dated', maxAgeMs: Timing.geolocationCacheMs },
    schema: datedSchema(geolocationQuerySchema),
    codec: jsonCodec,
  },
  // APP-16 page states: a long list's page state, one per page (e.g. 'category.3').
  pageState: family(
    {
      prefix: 'citybook.pageState.',
      area: 'session',
      lifetime: untilLogout,
      schema: pageStateSchema,
      codec: jsonCodec,
    },
    (page: string) => page,
  ),
  // APP-16 map state and category state (the map's categories), kept for the tab's session.
  // Dated like a cached answer since its first version; its date is not checked.
  mapState: {
    key: 'citybook.cache.map-state',
    area: 'session',
    lifetime: { kind: 'dated', maxAgeMs: Number.POSITIVE_INFINITY },
    schema: datedSchema(mapStateSchema),
    codec: jsonCodec,
  },
  // APP-18, issue #32 item 5: the map's last answer for its box, drawn again when Citybook cannot
  // be reached. Checked loosely here and fully by the map's code (lib stays off the map's schema).
  mapArea: {
    key: 'citybook.cache.map-area',
    area: 'session',
    lifetime: untilLogout,
    schema: z.object({
      marketId: z.int(),
      /** The categories asked for, as the call sent them; '*' for all. */
      categories: z.string(),
      answer: z.record(z.string(), z.unknown()),
    }),
    codec: jsonCodec,
  },
  // APP-16, ACTIVATION-7 expiration date: days left, -1 or 'subscribe', read by account management.
  expiration: {
    key: 'citybook.expiration',
    area: 'local',
    lifetime: untilLogout,
    schema: expirationSchema,
    codec: numberOrWordCodec,
  },
  // APP-16, ACTIVATION-2 activation-prompted flag: skipping activation is remembered for the session.
  activationPrompted: {
    key: 'citybook.activationPrompted',
    area: 'session',
    lifetime: untilLogout,
    schema: flag,
    codec: plainCodec,
  },
  // ACTIVATION-7 categories landing: each prompt given at most once a session.
  landingPrompted: family(
    {
      prefix: 'citybook.landingPrompted.',
      area: 'session',
      lifetime: untilLogout,
      schema: flag,
      codec: plainCodec,
    },
    (prompt: string) => prompt,
  ),
  // The prompt on screen came from the categories landing (its 'Not now' returns there).
  landingRedirect: {
    key: 'citybook.landingRedirect',
    area: 'session',
    lifetime: untilLogout,
    schema: flag,
    codec: plainCodec,
  },
  // ACTIVATION-8: the expiry reminder is shown at most once a day on this device; the local day it
  // last was. It is the member's (APP-16: logout clears it), so the next member on the device is
  // reminded of their own activation (issue #32 item 12).
  expiryReminderShownOn: {
    key: 'citybook.expiryReminderShownOn',
    area: 'local',
    lifetime: untilLogout,
    schema: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    codec: plainCodec,
  },
  // Issue #16: redemptions made offline wait in IndexedDB on this device (they outlive a logout,
  // and are sent at the member's next login). A hint, so the sending code loads only then.
  offlineRedemptionsWaiting: {
    key: 'citybook.offlineRedemptionsWaiting',
    area: 'local',
    lifetime: { kind: 'device' },
    schema: flag,
    codec: plainCodec,
  },
  // APP-12 ?mobilePlus=true: the tab runs the subscription variant, whoever logs in.
  mobilePlus: {
    key: 'citybook.mobilePlus',
    area: 'session',
    lifetime: tab,
    schema: flag,
    codec: plainCodec,
  },
  // FUNDRAISING-7: the running campaign (and seller) whose link the visitor opened; a purchase in
  // this tab is attributed to it, sign-up or log-in on the way included.
  fundraisingLink: {
    key: 'citybook.fundraisingLink',
    area: 'session',
    lifetime: tab,
    schema: z.object({
      campaignSlug: z.string(),
      sellerSlug: z.optional(z.string()),
    }),
    codec: jsonCodec,
  },
  // APP-8 444: the page was reloaded once for an update; a second 444 must not loop.
  updateReload: {
    key: 'citybook.updateReload',
    area: 'session',
    lifetime: untilLogout,
    schema: z.literal('1'),
    codec: plainCodec,
  },
  // APP-2: the anonymous payment page a visitor opened, resumed once they have logged in.
  paymentReturn: {
    key: 'citybook.paymentReturn',
    area: 'session',
    lifetime: { kind: 'dated', maxAgeMs: Timing.paymentReturnMs },
    schema: datedSchema(z.string().check(z.regex(PAYMENT_PATH))),
    codec: jsonCodec,
  },
  // How many of the app's own pages lie behind each history entry of the tab (lib/history).
  historyDepths: {
    key: 'citybook.historyDepths',
    area: 'session',
    lifetime: tab,
    schema: z.record(z.string(), z.int().check(z.minimum(0))),
    codec: jsonCodec,
  },
} as const satisfies Record<string, StoredKey<unknown> | StoredFamily<unknown, never>>;

/**
 * Not ours to read or write, listed so the list is whole: React Router's <ScrollRestoration>
 * keeps the tab's scroll positions under this name (ADR 0008).
 */
export const routerScrollPositionsKey = {
  key: 'react-router-scroll-positions',
  area: 'session',
  lifetime: tab,
} as const;
