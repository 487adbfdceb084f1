import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCategories } from '../api/get-categories.ts';
import { useMobileAds } from '../api/get-mobile-ads.ts';
import { MarketSearch } from '../search/market-search.tsx';
import { AdCarousel } from './ad-carousel.tsx';
import styles from './categories-page.module.css';

interface CategoriesPageProps {
  marketId: number;
  /** The market's time zone, for the search results' "usable now". */
  timeZone: string | undefined;
}

export function CategoriesPage({ marketId, timeZone }: CategoriesPageProps) {
  useDocumentTitle('Categories');
  const { data: categories } = useCategories(marketId);
  // The ads are extra: without them (none, or a failed call) the page is just shorter.
  const { data: ads } = useMobileAds(marketId);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Categories</h1>
      <MarketSearch marketId={marketId} timeZone={timeZone}>
        {ads && ads.length > 0 ? <AdCarousel ads={ads} /> : null}
        {categories.length === 0 ? (
          <p>There are no categories in this market yet.</p>
        ) : (
          <ul className={styles.list}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link className={styles.link} to={paths.category(category.id)}>
                  <img className={styles.icon} src={category.icon1} alt="" width={40} height={40} />
                  <span>{category.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </MarketSearch>
      <p>
        <Link className={styles.renew} to={paths.allOffers}>
          All Coupons
        </Link>
      </p>
      <p>
        <Link className={styles.renew} to={paths.selectActivation}>
          Renew or extend your activation
        </Link>
      </p>
    </div>
  );
}
