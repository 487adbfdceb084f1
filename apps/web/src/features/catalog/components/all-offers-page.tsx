import { CATALOG_LIST_SORTS, formatDistance } from '@citybook/contract/catalog';
import type { Geolocation as Position } from '@citybook/contract/market';
import { useMemo } from 'react';
import { DistanceOrigin } from '../../../components/distance-origin/distance-origin.tsx';
import { GrowingList } from '../../../components/growing-list/growing-list.tsx';
import pageStyles from '../../../components/page/page.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { useLoadedAllMerchants } from '../api/get-all-merchants.ts';
import { useWithRedeemed } from '../api/with-account-state.ts';
import { ListOptionsBar } from '../list-options/list-options-bar.tsx';
import { orderCoupons } from '../list-options/order-coupons.ts';
import { ShowAllButton } from '../list-options/show-all-button.tsx';
import { useListView } from '../list-options/use-list-view.ts';
import { matchesSearch } from '../matches-search.ts';
import { LazySearchResults } from '../search/lazy-search-results.tsx';
import listStyles from './catalog-list.module.css';
import { ListSearch } from './list-search.tsx';
import { OfferCard } from './offer-card.tsx';
import { SearchText } from '../search/search-text.ts';

interface AllOffersPageProps {
  marketId: number;
  /** The device position the list was sorted from; none means the market's centre. */
  position: Position | undefined;
  /** The market's time zone, for "usable now"; unknown until the market is read. */
  timeZone: string | undefined;
  /** The market's name, whose centre distances are measured from without a position. */
  marketTitle?: string | undefined;
}

/**
 * CATALOG-11 /offers/all: every coupon of the market, nearest merchant first; issue #17 item 2:
 * other orders and filters, kept in the address.
 */
export function AllOffersPage({ marketId, position, timeZone, marketTitle }: AllOffersPageProps) {
  useDocumentTitle('All Coupons');
  const { data: sharedMerchants } = useLoadedAllMerchants({ marketId, ...position });
  const merchants = useWithRedeemed(sharedMerchants);
  const [search, setSearch] = useSearchText();
  const view = useListView(CATALOG_LIST_SORTS, timeZone);
  const { applied, context } = view;
  const entries = useMemo(
    () => merchants.flatMap((merchant) => merchant.offers.map((offer) => ({ merchant, offer }))),
    [merchants],
  );
  const matching = useMemo(
    () =>
      entries.filter(({ merchant, offer }) => matchesSearch(search, merchant.title, offer.title)),
    [entries, search],
  );
  const shown = useMemo(
    () => orderCoupons(matching, applied, context),
    [matching, applied, context],
  );
  // The filters, not the search text, left nothing.
  const filteredAway = shown.length === 0 && matching.length > 0;

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.heading}>All Coupons</h1>
      {entries.length === 0 ? (
        <p>There are no coupons in this market yet.</p>
      ) : (
        <>
          <ListSearch
            label="Search coupons"
            value={search}
            onChange={setSearch}
            count={shown.length}
            noun="coupon"
            filtered={filteredAway}
          />
          <ListOptionsBar {...view.barProps} />
          {filteredAway ? <ShowAllButton onShowAll={view.showAll} /> : null}
          {position ? null : <DistanceOrigin marketTitle={marketTitle} />}
          {shown.length > 0 ? (
            <GrowingList
              className={listStyles.list}
              items={shown}
              keyOf={({ merchant, offer }) => `${String(merchant.id)}-${String(offer.id)}`}
              noun="coupons"
              rememberAs="allOffers"
              renderItem={({ merchant, offer }) => (
                <OfferCard
                  offer={offer}
                  merchantId={merchant.id}
                  merchant={{
                    title: merchant.title,
                    distance: formatDistance(merchant.distance),
                  }}
                  timeZone={timeZone}
                />
              )}
            />
          ) : matching.length > 0 ? null : (
            // No title has the text: the market search also reads terms and categories, and
            // forgives typos.
            <LazySearchResults
              marketId={marketId}
              text={search}
              position={position}
              timeZone={timeZone}
              heading={SearchText.acrossMarket}
              pageView={view}
            />
          )}
        </>
      )}
    </div>
  );
}
