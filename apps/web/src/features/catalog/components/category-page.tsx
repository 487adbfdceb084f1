import { CATALOG_LIST_SORTS } from '@citybook/contract/catalog';
import type { Geolocation as Position } from '@citybook/contract/market';
import { useMemo } from 'react';
import { DistanceOrigin } from '../../../components/distance-origin/distance-origin.tsx';
import { GrowingList } from '../../../components/growing-list/growing-list.tsx';
import pageStyles from '../../../components/page/page.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { useCategories } from '../api/get-categories.ts';
import { useMerchantsInCategory } from '../api/get-merchants-in-category.ts';
import { useWithRedeemed } from '../api/with-account-state.ts';
import { ListOptionsBar } from '../list-options/list-options-bar.tsx';
import { featuredOffer, orderMerchants } from '../list-options/order-merchants.ts';
import { ShowAllButton } from '../list-options/show-all-button.tsx';
import { useListView } from '../list-options/use-list-view.ts';
import { matchesSearch } from '../matches-search.ts';
import listStyles from './catalog-list.module.css';
import { ListSearch } from './list-search.tsx';
import { MerchantCard } from './merchant-card.tsx';

/** Logos of the first cards are on screen at once; the rest load as they are scrolled near. */
const EAGER_LOGOS = 6;

interface CategoryPageProps {
  marketId: number;
  categoryId: number;
  /** The device position the list was sorted from; none means the market's centre. */
  position: Position | undefined;
  /** The market's time zone, for "usable now"; unknown until the market is read. */
  timeZone: string | undefined;
  /** The market's name, whose centre distances are measured from without a position. */
  marketTitle?: string | undefined;
}

/**
 * Spec "Other screens" (category): the category's merchants, nearest first, with a search; issue
 * #17 item 2: other orders and filters, kept in the address.
 */
export function CategoryPage({
  marketId,
  categoryId,
  position,
  timeZone,
  marketTitle,
}: CategoryPageProps) {
  const { data: categories } = useCategories(marketId);
  const { data: sharedMerchants } = useMerchantsInCategory({ marketId, categoryId, ...position });
  const merchants = useWithRedeemed(sharedMerchants);
  const title = categories.find((category) => category.id === categoryId)?.title ?? 'Merchants';
  useDocumentTitle(title);
  const [search, setSearch] = useSearchText();
  const view = useListView(CATALOG_LIST_SORTS, timeZone);
  const { applied, context } = view;
  const matching = useMemo(
    () => merchants.filter((merchant) => matchesSearch(search, merchant.title)),
    [merchants, search],
  );
  const shown = useMemo(
    () => orderMerchants(matching, applied, context),
    [matching, applied, context],
  );
  // The filters, not the search text, left nothing.
  const filteredAway = shown.length === 0 && matching.length > 0;

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.heading}>{title}</h1>
      {merchants.length === 0 ? (
        <p>There are no merchants in this category yet.</p>
      ) : (
        <>
          <ListSearch
            label="Search merchants"
            value={search}
            onChange={setSearch}
            count={shown.length}
            noun="merchant"
            filtered={filteredAway}
          />
          <ListOptionsBar {...view.barProps} />
          {filteredAway ? <ShowAllButton onShowAll={view.showAll} /> : null}
          {position ? null : <DistanceOrigin marketTitle={marketTitle} />}
          {shown.length > 0 ? (
            <GrowingList
              className={listStyles.list}
              items={shown}
              keyOf={(merchant) => String(merchant.id)}
              noun="merchants"
              rememberAs={`category.${String(categoryId)}`}
              renderItem={(merchant, index) => (
                <MerchantCard
                  merchant={merchant}
                  categoryId={categoryId}
                  lazyLogo={index >= EAGER_LOGOS}
                  featured={featuredOffer(merchant, applied, context, categoryId)}
                  showSavings={applied.sort === 'saving'}
                />
              )}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
