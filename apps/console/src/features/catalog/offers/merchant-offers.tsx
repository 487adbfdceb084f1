import { CatalogConsoleApi } from '@citybook/contract/catalog';
import { GRID_PAGE_SIZES } from '@citybook/contract/grid';
import { Button } from '@citybook/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Notice } from '../../../components/notice/notice.tsx';
import { PrimaryLink, RowLink, TextLink } from '../../../components/page-links/page-links.tsx';
import { RetiredBadge } from '../../../components/status-badge/status-badge.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { dollarsText } from './dollars-text.ts';
import styles from './offers.module.css';

const PAGE = GRID_PAGE_SIZES.at(-1)!;

interface MerchantOffersProps {
  merchantId: number;
  merchantTitle: string;
  /** A retired merchant's offers are hidden from members; none can be added to it. */
  merchantRetired: boolean;
}

/**
 * OPERATOR-10: a merchant's offers on its editor, live and retired, each with its edition and a
 * link to its editor, and "Add offer". A merchant has a handful; one page of the offer grid (the
 * server's filter by merchant) holds them, and a longer list links to the grid.
 */
export function MerchantOffers({
  merchantId,
  merchantTitle,
  merchantRetired,
}: MerchantOffersProps) {
  const headingId = useId();
  const offers = useQuery({
    queryKey: [CatalogConsoleApi.getOfferGrid.name, { merchantId, pageSize: PAGE }],
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getOfferGrid, {
        query: { merchantId, page: 1, pageSize: PAGE, sort: 'title', direction: 'asc' },
        signal,
      }),
  });

  return (
    <section className={styles.merchantOffers} aria-labelledby={headingId}>
      <div className={styles.merchantOffersHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          Offers
        </h2>
        {merchantRetired ? null : (
          <PrimaryLink to={`/merchants/${String(merchantId)}/offers/new`}>Add offer</PrimaryLink>
        )}
      </div>
      {merchantRetired ? (
        <p className={styles.hint}>
          This merchant is retired: members see none of its offers. Bring it back to add one.
        </p>
      ) : null}
      {offers.isError ? (
        <Notice tone="error">
          <p>The offers could not be loaded.</p>
          <Button variant="secondary" onClick={() => void offers.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : offers.isPending ? (
        <p role="status">Loading offers…</p>
      ) : offers.data.rows.length === 0 ? (
        <p className={styles.hint}>No offers yet. Members see the merchant without any.</p>
      ) : (
        <>
          <div className={styles.tableBox}>
            <table className={styles.table}>
              <caption className={styles.visuallyHidden}>Offers of {merchantTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">Offer</th>
                  <th scope="col">Saving</th>
                  <th scope="col">Edition</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {offers.data.rows.map((offer) => (
                  <tr key={offer.id}>
                    <th scope="row">
                      <RowLink to={`/offers/${String(offer.id)}`}>{offer.title}</RowLink>
                    </th>
                    <td>{dollarsText(offer.savings)}</td>
                    <td>{offer.editionName ?? <span className={styles.muted}>None</span>}</td>
                    <td>
                      <RetiredBadge retired={offer.retired} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {offers.data.total > offers.data.rows.length ? (
            <p className={styles.hint}>
              The first {formatCount(offers.data.rows.length)} of {formatCount(offers.data.total)}{' '}
              offers by title.{' '}
              <TextLink to={`/offers?merchantId=${String(merchantId)}`}>See them all</TextLink>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
