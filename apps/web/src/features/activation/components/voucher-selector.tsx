import { useId, useState } from 'react';
import { UnreachableText } from '@citybook/contract/app';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { UnreachableNotice } from '../../../components/unreachable-notice/unreachable-notice.tsx';
import { loadFailureMessage, messageForApiError } from '../../../lib/api-error-message.ts';
import { isNetworkFailure } from '../../../lib/network-failure.ts';
import { useSelectVoucher } from '../api/select-voucher.ts';
import { useVouchers } from '../api/get-vouchers.ts';
import { voucherDates, voucherLabel } from '../voucher-label.ts';
import styles from './voucher-selector.module.css';

export const VoucherText = {
  empty: 'No vouchers yet',
  loadFailed: 'Sorry we were unable to retrieve your vouchers.  Please try again later.',
  selectFailed:
    'Sorry, we were unable to change your voucher at this time.  Please try again later.',
  selected: (label: string) => `Current voucher: ${label}`,
} as const;

interface VoucherSelectorProps {
  /** Names the radio group (the section's heading). */
  labelledBy: string;
  /** The guest sees the vouchers but cannot switch (ACCOUNT-5). */
  disabled: boolean;
  describedBy?: string | undefined;
  /** Runs once the server has switched, before the choice is announced (a profile refresh). */
  onSelected: () => Promise<unknown>;
}

/** ACTIVATION-9: the user's vouchers; choosing one makes it the current voucher. */
export function VoucherSelector({
  labelledBy,
  disabled,
  describedBy,
  onSelected,
}: VoucherSelectorProps) {
  const vouchers = useVouchers();
  const selectVoucher = useSelectVoucher(onSelected);
  const showError = useErrorDialog();
  const [announcement, setAnnouncement] = useState('');
  const datesId = useId();

  if (vouchers.isPending) return <p>Loading vouchers…</p>;
  // Issue #32 item 5: without Citybook, the page says so instead of an error.
  if (vouchers.isError && isNetworkFailure(vouchers.error)) {
    return (
      <UnreachableNotice
        onTryAgain={() => {
          void vouchers.refetch();
        }}
      >
        {UnreachableText.vouchers}
      </UnreachableNotice>
    );
  }
  if (vouchers.isError) return <p>{loadFailureMessage(vouchers.error, VoucherText.loadFailed)}</p>;
  if (vouchers.data.length === 0) return <p>{VoucherText.empty}</p>;

  const choose = (activationVoucherId: number, label: string) => {
    selectVoucher.mutate(activationVoucherId, {
      onSuccess: () => {
        setAnnouncement(VoucherText.selected(label));
      },
      onError: (error) => {
        showError({ message: messageForApiError(error, VoucherText.selectFailed), error });
      },
    });
  };

  return (
    <>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-busy={selectVoucher.isPending || undefined}
        className={styles.voucherList}
      >
        {vouchers.data.map((voucher) => {
          const label = voucherLabel(voucher);
          const name = `${datesId}-${voucher.activationVoucherId}-name`;
          const dates = `${datesId}-${voucher.activationVoucherId}-dates`;
          return (
            <label key={voucher.activationVoucherId} className={styles.voucher}>
              <input
                type="radio"
                name="voucher"
                value={voucher.activationVoucherId}
                checked={voucher.currentVoucher}
                aria-labelledby={name}
                aria-describedby={dates}
                disabled={disabled || selectVoucher.isPending}
                onChange={() => {
                  choose(voucher.activationVoucherId, label);
                }}
              />
              <span className={styles.voucherText}>
                {/* Only a printed code is set in monospace, so its groups of four line up. */}
                <span id={name} className={voucher.plan === null ? styles.voucherCode : undefined}>
                  {label}
                </span>
                <span id={dates} className={styles.voucherDates}>
                  {voucherDates(voucher)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
    </>
  );
}
