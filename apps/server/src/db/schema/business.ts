import type { Generated } from 'kysely';
import type { Nullable } from './columns.ts';

/* Business organisations (merchants' and fundraising groups') and their people's locations. */

/** MERCHANT-1: a merchant, or a franchisor with its locations; never deleted, only disabled. */
export interface BusinessOrganisationTable {
  id: Generated<number>;
  name: string;
  franchisor_id: Nullable<number>;
  created_at: string;
  disabled_at: Nullable<string>;
  revision: Generated<number>;
  /** FUNDRAISING-1 (migration 0050): a merchant's organisation or a fundraising group. */
  kind: Generated<'merchant' | 'fundraisingGroup'>;
}

/** MERCHANT-2: the locations a counter staff member is given. */
export interface StaffAccountLocationTable {
  staff_id: number;
  merchant_id: number;
}
