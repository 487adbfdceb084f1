import {
  AccountConsoleApi,
  MEMBER_SEARCH_KINDS,
  MemberSearchText,
  memberSearchQuerySchema,
} from '@citybook/contract/account';
import type { MemberSearchKind, MemberSearchRow } from '@citybook/contract/account';
import { useQuery } from '@tanstack/react-query';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid, GridTextFilter } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { GridSelect } from '../../../components/data-grid/grid-select.tsx';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { EmailText } from '../../../components/email-text/email-text.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import styles from './support.module.css';

/** What the search box is, by what the member is looked up by (OPERATOR-18). */
const SEARCH_BOX_LABELS: Record<MemberSearchKind, string> = {
  email: 'E-mail (or a part of it)',
  activationCode: 'Activation code',
  verificationCode: 'Verification code',
  card: 'Card’s last 4 digits',
};

/** OPERATOR-18: what analysts see of members, and support too: counts. */
function MemberCounts() {
  const counts = useQuery({
    queryKey: [AccountConsoleApi.getMemberCounts.name],
    queryFn: ({ signal }) => callApi(AccountConsoleApi.getMemberCounts, { signal }),
  });
  if (!counts.data) return null;
  const facts = [
    ['Members', counts.data.members],
    ['With a live subscription', counts.data.withLiveSubscription],
    ['Locked out now', counts.data.lockedNow],
  ] as const;
  return (
    <div role="group" aria-label="Members in numbers">
      <dl className={styles.counts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.count}>
            <dt>{label}</dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** OPERATOR-18, OPERATOR-22: finding a member, server side, by any of the four ways. */
function MemberSearch() {
  const search = useGridSearch(memberSearchQuerySchema);
  const valid = useMemo(
    () => z.safeParse(memberSearchQuerySchema, search.query).success,
    [search.query],
  );
  const result = useQuery({
    queryKey: [AccountConsoleApi.searchMembers.name, search.query],
    queryFn: ({ signal }) =>
      callApi(AccountConsoleApi.searchMembers, { query: search.query, signal }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const by = search.query.by;
  const columns = useMemo<GridColumn<MemberSearchRow>[]>(
    () => [
      {
        id: 'email',
        accessorKey: 'email',
        header: 'E-mail',
        cell: ({ row }) => (
          <Link to={`/support/members/${String(row.original.id)}`} className={styles.memberLink}>
            <EmailText email={row.original.email} />
          </Link>
        ),
      },
      {
        id: 'name',
        accessorKey: 'name',
        header: 'Name',
        cell: ({ row }) => row.original.name || '—',
      },
      { id: 'matched', accessorKey: 'matched', header: 'Found by' },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: 'Member since',
        cell: ({ row }) => (
          <span className={styles.nowrap}>{formatDateTime(row.original.createdAt)}</span>
        ),
      },
    ],
    [],
  );
  const hint = by === 'card' ? `${MemberSearchText.last4} ${MemberSearchText.expiry}` : undefined;
  return (
    <>
      {!valid && (search.raw.filter || search.raw.expiry) ? (
        <Notice tone="info">{hint ?? MemberSearchText.textRequired}</Notice>
      ) : null}
      <DataGrid
        caption="Members found"
        columns={columns}
        sortable={['email', 'createdAt']}
        search={search}
        result={
          valid
            ? result
            : {
                data: undefined,
                isPending: false,
                isFetching: false,
                isError: false,
                refetch: () => undefined,
              }
        }
        rowId={(row) => String(row.id)}
        filterLabel={SEARCH_BOX_LABELS[by]}
        emptyText="Search by e-mail, an activation code, a verification code, or a card’s last 4 digits and expiry."
        filters={
          <>
            <GridSelect
              label="Search by"
              value={by}
              onChange={(value) =>
                search.change({ by: value, filter: undefined, expiry: undefined })
              }
              options={MEMBER_SEARCH_KINDS.map((kind) => ({
                value: kind,
                label: MemberSearchText[kind],
              }))}
            />
            {by === 'card' ? (
              <GridTextFilter
                label="Card expiry (MM/YY)"
                value={search.raw.expiry ?? ''}
                onChange={(expiry) => search.change({ expiry }, { replace: true })}
              />
            ) : null}
          </>
        }
      />
    </>
  );
}

/** The Support screen: counts for every role that opens it, the search for those who help members. */
export function SupportPage({ findsMembers: helps }: { findsMembers: boolean }) {
  return (
    <ConsolePage
      title="Support"
      description={
        helps
          ? 'Find a member to see their account and act for them. Every action asks for a reason and is kept in the audit log.'
          : 'Members in numbers. Finding and opening members is for support and owners.'
      }
    >
      <MemberCounts />
      {helps ? <MemberSearch /> : null}
    </ConsolePage>
  );
}
