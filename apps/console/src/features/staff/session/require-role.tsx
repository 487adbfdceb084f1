import type { StaffRole } from '@citybook/contract/staff';
import { Page } from '@citybook/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROLE_LABELS, mayOpen, useSignedInStaff } from './current-staff.ts';

/**
 * A screen for some roles only (OPERATOR-1). The server refuses the others anyway (403); this
 * says so in words instead of showing a screen whose every call fails.
 */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly StaffRole[];
  children: ReactNode;
}) {
  const staff = useSignedInStaff();
  if (mayOpen(staff.role, roles)) return children;
  return <NotAllowedPage />;
}

export function NotAllowedPage() {
  const staff = useSignedInStaff();
  return (
    <Page title="Not allowed">
      <p>
        This page is not open to your role ({ROLE_LABELS[staff.role]}). If you need it, ask an owner
        to change your role.
      </p>
      <p>
        <Link to="/">Go to the console’s start page</Link>
      </p>
    </Page>
  );
}
