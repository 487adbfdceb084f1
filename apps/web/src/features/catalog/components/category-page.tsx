import type { Geolocation as Position } from '@citybook/contract';
import { GrowingList } from '../../../components/growing-list/growing-list.tsx';
import pageStyles from '../../../components/page/page.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { useCategories } from '../api/get-categories.ts';
import { useMerchantsInCategory } from '../api/get-merchants-in-category.ts';
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
}

/** Spec "Other screens" (category): the category's merchants, nearest first, with a search. */
export function CategoryPage({ marketId, categoryId, position }: CategoryPageProps) {
  const { data: categories } = useCategories(marketId);
  const { data: merchants } = useMerchantsInCategory({ marketId, categoryId, ...position });
  const title = categories.find((category) => category.id === categoryId)?.title ?? 'Merchants';
  useDocumentTitle(title);
  const [search, setSearch] = useSearchText();
  const shown = merchants.filter((merchant) => matchesSearch(search, merchant.title));

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
          />
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
                />
              )}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
