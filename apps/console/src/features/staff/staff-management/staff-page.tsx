import {
  STAFF_GRID_SORTS,
  STAFF_ROLES,
  StaffApi,
  staffGridQuerySchema,
} from '@citybook/contract/staff';
import type { StaffRow } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { DataGrid } from '../../../components/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../components/data-grid/grid-features.ts';
import { GridSelect } from '../../../components/data-grid/grid-select.tsx';
import { useGridPage } from '../../../components/data-grid/use-grid-page.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { EmailText } from '../../../components/email-text/email-text.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { RowAction } from '../../../components/row-action/row-action.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ROLE_LABELS, useSignedInStaff } from '../session/current-staff.ts';
import {
  DisableDialog,
  InviteDialog,
  ResetSecondFactorDialog,
  RoleDialog,
} from './staff-dialogs.tsx';
import { useEnableStaff } from './use-enable-staff.ts';
import styles from './staff-page.module.css';

type Open =
  { dialog: 'invite' } | { dialog: 'role' | 'disable' | 'reset'; staff: StaffRow } | undefined;

function StatusBadges({ row }: { row: StaffRow }) {
  if (row.disabled) return <span className={`${styles.badge} ${styles.disabled}`}>Disabled</span>;
  if (row.mustChangePassword || !row.enrolled)
    return <span className={`${styles.badge} ${styles.pending}`}>Not signed in yet</span>;
  return <span className={`${styles.badge} ${styles.active}`}>Active</span>;
}

/** OPERATOR-7: the owners' list of staff, with invitations and the changes to an account. */
export function StaffPage() {
  const me = useSignedInStaff();
  const search = useGridSearch(staffGridQuerySchema);
  const result = useGridPage(StaffApi.getStaffGrid, search.query);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>();
  const [done, setDone] = useState<string>();
  const close = () => setOpen(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [StaffApi.getStaffGrid.name] });
  const finished = (message: string) => {
    setDone(message);
    void refresh();
  };
  const enable = useEnableStaff((row) => finished(`${row.email} is enabled again.`));

  const columns = useMemo<GridColumn<StaffRow>[]>(
    () => [
      {
        id: 'email',
        accessorKey: 'email',
        header: 'Email',
        cell: ({ row }) => (
          <span className={styles.email}>
            <EmailText email={row.original.email} />
            {row.original.id === me.id ? <span className={styles.you}> (you)</span> : null}
          </span>
        ),
      },
      {
        id: 'role',
        accessorKey: 'role',
        header: 'Role',
        cell: ({ row }) => ROLE_LABELS[row.original.role],
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusBadges row={row.original} />,
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: 'Added',
        cell: ({ row }) => (
          <span className={styles.nowrap}>{formatDateTime(row.original.createdAt)}</span>
        ),
      },
      {
        id: 'lastSignInAt',
        accessorKey: 'lastSignInAt',
        header: 'Last sign-in',
        cell: ({ row }) => (
          <span className={styles.nowrap}>
            {row.original.lastSignInAt ? formatDateTime(row.original.lastSignInAt) : 'Never'}
          </span>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: row } }) =>
          // OPERATOR-7: an owner cannot demote, disable or reset themself.
          row.id === me.id ? (
            <span className={styles.muted}>Your own account</span>
          ) : (
            <div className={styles.rowActions}>
              <RowAction
                aria-label={`Change role of ${row.email}`}
                onClick={() => setOpen({ dialog: 'role', staff: row })}
              >
                Role
              </RowAction>
              {row.disabled ? (
                <RowAction
                  aria-label={`Enable ${row.email}`}
                  disabled={enable.isPending}
                  onClick={() => enable.mutate(row)}
                >
                  Enable
                </RowAction>
              ) : (
                <RowAction
                  danger
                  aria-label={`Disable ${row.email}`}
                  onClick={() => setOpen({ dialog: 'disable', staff: row })}
                >
                  Disable
                </RowAction>
              )}
              <RowAction
                danger
                aria-label={`Reset 2FA (the second factor) of ${row.email}`}
                onClick={() => setOpen({ dialog: 'reset', staff: row })}
              >
                Reset 2FA
              </RowAction>
            </div>
          ),
      },
    ],
    [me.id, enable],
  );

  return (
    <ConsolePage
      title="Staff"
      description="Who works in the console, and in which role. Staff are never deleted: disable an account to close it."
      actions={
        <Button
          onClick={() => {
            setDone(undefined);
            setOpen({ dialog: 'invite' });
          }}
        >
          Invite staff
        </Button>
      }
    >
      {done ? <Notice tone="success">{done}</Notice> : null}
      {enable.isError ? <Notice tone="error">{enable.errorMessage}</Notice> : null}
      <DataGrid
        caption="Staff"
        columns={columns}
        sortable={STAFF_GRID_SORTS}
        search={search}
        result={result}
        rowId={(row) => String(row.id)}
        filterLabel="Filter by email"
        emptyText="There are no staff accounts yet."
        filters={
          <>
            <GridSelect
              label="Role"
              value={search.raw.role ?? ''}
              onChange={(role) => search.change({ role })}
              options={[
                { value: '', label: 'All roles' },
                ...STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
              ]}
            />
            <GridSelect
              label="Status"
              value={search.raw.disabled ?? ''}
              onChange={(disabled) => search.change({ disabled })}
              options={[
                { value: '', label: 'All' },
                { value: 'false', label: 'Enabled' },
                { value: 'true', label: 'Disabled' },
              ]}
            />
          </>
        }
      />
      {open?.dialog === 'invite' ? (
        <InviteDialog onClose={close} onDone={() => void refresh()} />
      ) : open?.dialog === 'role' ? (
        <RoleDialog
          staff={open.staff}
          onClose={close}
          onDone={(row) => {
            close();
            finished(`${row.email} is now ${ROLE_LABELS[row.role]}.`);
          }}
        />
      ) : open?.dialog === 'disable' ? (
        <DisableDialog
          staff={open.staff}
          onClose={close}
          onDone={(row) => {
            close();
            finished(`${row.email} is disabled.`);
          }}
        />
      ) : open?.dialog === 'reset' ? (
        <ResetSecondFactorDialog staff={open.staff} onClose={close} onDone={() => void refresh()} />
      ) : null}
    </ConsolePage>
  );
}
