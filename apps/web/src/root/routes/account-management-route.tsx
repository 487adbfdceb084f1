import { useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../../features/account/api/get-profile.ts';
import { AccountManagementPage } from '../../features/account/components/account-management-page.tsx';
import { ActivationDetails } from '../../features/activation/components/activation-details.tsx';
import { VoucherSelector } from '../../features/activation/components/voucher-selector.tsx';

/**
 * /account/management and /account/managementmc: the account's page, its Vouchers section the
 * activation's voucher choice and details. A new current voucher changes the profile's activation,
 * so the profile is asked for anew.
 */
export function AccountManagementRoute() {
  const queryClient = useQueryClient();
  return (
    <AccountManagementPage
      renderVouchers={({ labelledBy, disabled, describedBy, detailsVoucherId }) => (
        <>
          <VoucherSelector
            labelledBy={labelledBy}
            disabled={disabled}
            describedBy={describedBy}
            onSelected={() => refreshProfile(queryClient)}
          />
          {detailsVoucherId === null ? null : (
            <ActivationDetails activationVoucherId={detailsVoucherId} />
          )}
        </>
      )}
    />
  );
}
