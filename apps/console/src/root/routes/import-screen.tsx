import { ImportPage } from '../../features/catalog/index.ts';
import { AUDIT_LOG_ROLES, useSignedInStaff } from '../../features/staff/index.ts';

/** OPERATOR-14: the import, linking to its audit entries for those who may read the log. */
export function ImportScreen() {
  const staff = useSignedInStaff();
  const mayReadLog = AUDIT_LOG_ROLES.some((role) => role === staff.role);
  return <ImportPage auditLogPath={mayReadLog ? '/audit-log?objectType=catalog' : null} />;
}
