import { isGuestEmail } from '@citybook/contract/account';
import type { Profile } from '@citybook/contract/account';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories.ts';
import { mobileAdsQueryOptions } from '../../features/catalog/api/get-mobile-ads.ts';
import { categoriesLanding } from '../../features/activation/landing/categories-landing.ts';
import { storeExpiration } from '../../lib/expiration-storage.ts';
import { localDay } from '../../features/activation/landing/expiry-reminder.ts';
import { storeReminderShownOn } from '../../features/activation/landing/expiry-reminder-storage.ts';
import { paths } from '../../lib/paths.ts';
import { takePaymentReturn } from '../../lib/payment-return.ts';
import { refreshPositionIfAllowed } from '../../lib/geolocation.ts';
import {
  markLandingFlags,
  markLandingRedirect,
  readLandingSession,
} from '../../features/activation/landing/landing-flags.ts';
import { loadOrEndSession } from './load-or-end-session.ts';
import { requireMarketId } from '../../features/market/require-market.ts';
import { requireProfile } from './require-profile.ts';

export interface CategoriesData {
  marketId: number;
  profile: Profile;
}

/**
 * ACTIVATION-7 categories landing: remembers the activation's days left and may send the user to
 * activate or renew first. The prompt's flag is set before leaving, so coming back (Back, or
 * 'Not now') shows the categories instead of prompting again.
 */
function landingRedirect(profile: Profile): Response | null {
  const landing = categoriesLanding(profile, new Date(), readLandingSession());
  if (landing.expiration !== null) storeExpiration(landing.expiration);
  markLandingFlags(landing.flagsToSet);
  if (landing.redirectTo === null) return null;
  if (landing.redirectTo.startsWith(paths.selectActivation)) {
    markLandingRedirect();
    // Sent to renew is today's expiry reminder: the categories after it do not remind again.
    storeReminderShownOn(localDay(new Date()));
  }
  return redirect(landing.redirectTo);
}

/** A plan chosen before logging in (routes/payment-loader.ts); the shared guest cannot pay. */
function resumePayment(profile: Profile): Response | null {
  const pending = takePaymentReturn();
  return pending !== undefined && !isGuestEmail(profile.emailAddress) ? redirect(pending) : null;
}

/** MARKET-4: the categories need the profile's market; they are loaded before the page shows. */
export function categoriesLoader(queryClient: QueryClient) {
  return async (): Promise<CategoriesData | Response> => {
    const marketId = await requireMarketId(queryClient, requireProfile);
    if (marketId instanceof Response) return marketId;
    // The market check has just loaded the profile: this reads it from the cache.
    const profile = await requireProfile(queryClient);
    if (profile instanceof Response) return profile;
    const resume = resumePayment(profile);
    if (resume) return resume;
    const prompt = landingRedirect(profile);
    if (prompt) return prompt;
    // Neither holds the page up: the ads fill in when they come, and a position found without
    // asking the user sorts the next lists by distance from the device.
    void queryClient.prefetchQuery(mobileAdsQueryOptions(marketId));
    void refreshPositionIfAllowed();
    const failed = await loadOrEndSession(queryClient, () =>
      queryClient.query({ ...categoriesQueryOptions(marketId), staleTime: 'static' }),
    );
    return failed ?? { marketId, profile };
  };
}
