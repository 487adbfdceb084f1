import { formatDistance, SearchText } from '@citybook/contract';
import type { Geolocation as Position } from '@citybook/contract';
import { GrowingList } from '../../../components/growing-list/growing-list.tsx';
import pageStyles from '../../../components/page/page.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { useLoadedAllMerchants } from '../api/get-all-merchants.ts';
import { matchesSearch } from '../matches-search.ts';
import { LazySearchResults } from '../search/lazy-search-results.tsx';
import listStyles from './catalog-list.module.css';
import { ListSearch } from './list-search.tsx';
import { OfferCard } from './offer-card.tsx';

interface AllOffersPageProps {
  marketId: number;
  /** The device position the list was sorted from; none means the market's centre. */
  position: Position | undefined;
}

/** Spec §2 /offers/all: every coupon of the market, nearest merchant first. */
export function AllOffersPage({ marketId, position }: AllOffersPageProps) {
  useDocumentTitle('All Coupons');
  const { data: merchants } = useLoadedAllMerchants({ marketId, ...position });
  const [search, setSearch] = useSearchText();
  const entries = merchants.flatMap((merchant) =>
    merchant.offers.map((offer) => ({ merchant, offer })),
  );
  const shown = entries.filter(({ merchant, offer }) =>
    matchesSearch(search, merchant.title, offer.title),
  );

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
          />
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
                />
              )}
            />
          ) : (
            // No title has the text: the market search also reads terms and categories, and
            // forgives typos.
            <LazySearchResults
              marketId={marketId}
              text={search}
              position={position}
              heading={SearchText.acrossMarket}
            />
          )}
        </>
      )}
    </div>
  );
}
