import { AUDIT_GRID_SORTS, StaffApi, auditGridQuerySchema } from '@citybook/contract/staff';
import type { AuditRow } from '@citybook/contract/staff';
import { GRID_PAGE_SIZES } from '@citybook/contract/grid';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid, GridTextFilter } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { GridSelect } from '../../../components/data-grid/grid-select.tsx';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { callApi } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { EmailText } from '../../../components/email-text/email-text.tsx';
import gridStyles from '../../../components/data-grid/data-grid.module.css';
import styles from './audit-log-page.module.css';

const columns: GridColumn<AuditRow>[] = [
  {
    id: 'at',
    accessorKey: 'at',
    header: 'When',
    cell: ({ row }) => <span className={styles.nowrap}>{formatDateTime(row.original.at)}</span>,
  },
  {
    id: 'staffEmail',
    accessorKey: 'staffEmail',
    header: 'Who',
    cell: ({ row }) => (
      <span className={styles.email}>
        <EmailText email={row.original.staffEmail} />
      </span>
    ),
  },
  {
    id: 'action',
    accessorKey: 'action',
    header: 'Action',
    cell: ({ row }) => <code className={styles.action}>{row.original.action}</code>,
  },
  {
    id: 'object',
    header: 'Object',
    cell: ({ row }) => (
      <span className={styles.nowrap}>
        {row.original.objectId === null
          ? row.original.objectType
          : `${row.original.objectType} #${row.original.objectId}`}
      </span>
    ),
  },
  {
    id: 'clientAddress',
    header: 'From address',
    cell: ({ row }) => row.original.clientAddress ?? '—',
  },
];

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <p className={styles.none}>Nothing</p>;
  return (
    <pre className={styles.json} tabIndex={0}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** A row's details: the object before and after the change, and where the request came from. */
function AuditDetails({ row }: { row: AuditRow }) {
  return (
    <div className={styles.details}>
      {row.reason !== null && (
        <p className={styles.meta}>
          {/* OPERATOR-19: a support action's reason, as the agent typed it. */}
          Reason: {row.reason}
        </p>
      )}
      <div className={styles.compare}>
        <section aria-label="Before">
          <h3 className={styles.detailsTitle}>Before</h3>
          <Json value={row.before} />
        </section>
        <section aria-label="After">
          <h3 className={styles.detailsTitle}>After</h3>
          <Json value={row.after} />
        </section>
      </div>
      <p className={styles.meta}>
        Request {row.requestId ?? 'unknown'} · entry {row.id}
      </p>
    </div>
  );
}

/** The people who can be picked as "who": every staff account, by e-mail. */
function useStaffChoices() {
  return useQuery({
    queryKey: [StaffApi.getStaffGrid.name, 'choices'],
    queryFn: ({ signal }) =>
      callApi(StaffApi.getStaffGrid, {
        query: { pageSize: GRID_PAGE_SIZES.at(-1), sort: 'email', direction: 'asc' },
        signal,
      }),
    staleTime: 60_000,
  });
}

/** OPERATOR-8: the owners' audit log, newest first, by person, object and days. */
export function AuditLogPage() {
  const search = useGridSearch(auditGridQuerySchema);
  const result = useGridPage(StaffApi.getAuditLog, search.query);
  const staff = useStaffChoices();
  const fromId = useId();
  const toId = useId();
  return (
    <ConsolePage
      title="Audit log"
      description="Every change made in the console and every sign-in attempt: who, when, what, and the object before and after."
    >
      <DataGrid
        caption="Audit log"
        columns={columns}
        sortable={AUDIT_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by action or email"
        emptyText="Nothing has been recorded yet."
        renderDetails={(row) => <AuditDetails row={row} />}
        detailsLabel={(row) => `Before and after of ${row.action} at ${formatDateTime(row.at)}`}
        filters={
          <>
            <GridSelect
              label="Person"
              value={search.raw.staffId ?? ''}
              onChange={(staffId) => search.change({ staffId })}
              options={[
                { value: '', label: 'Everyone' },
                ...(staff.data?.rows ?? []).map((person) => ({
                  value: String(person.id),
                  label: person.email,
                })),
              ]}
            />
            <GridTextFilter
              label="Object type"
              value={search.raw.objectType ?? ''}
              onChange={(objectType) => search.change({ objectType }, { replace: true })}
            />
            <GridTextFilter
              label="Object id"
              value={search.raw.objectId ?? ''}
              onChange={(objectId) => search.change({ objectId }, { replace: true })}
            />
            <div className={gridStyles.filterSelect}>
              <label htmlFor={fromId}>From</label>
              <input
                id={fromId}
                type="date"
                value={search.raw.from ?? ''}
                max={search.raw.to}
                onChange={(event) => search.change({ from: event.target.value })}
              />
            </div>
            <div className={gridStyles.filterSelect}>
              <label htmlFor={toId}>To</label>
              <input
                id={toId}
                type="date"
                value={search.raw.to ?? ''}
                min={search.raw.from}
                onChange={(event) => search.change({ to: event.target.value })}
              />
            </div>
          </>
        }
      />
    </ConsolePage>
  );
}
