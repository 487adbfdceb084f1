import { NotHonouredText } from '@citybook/contract/redemption';
import type { NotHonouredResult } from '@citybook/contract/redemption';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';

// MERCHANT-10: few members ever report; the dialog loads on the tap, not with the counter screen
// or the Savings Tracker (their bundle budgets).
const NotHonouredDialog = lazy(async () => ({
  default: (await import('./not-honoured-dialog.tsx')).NotHonouredDialog,
}));

interface NotHonouredButtonProps {
  redemptionId: number;
  merchantName: string;
  /** A report was made: the result says whether the coupon was restored. */
  onReported?: (result: NotHonouredResult) => void;
}

/** MERCHANT-10: "Not honoured?" on a redeemed coupon, within the window to report it. */
export function NotHonouredButton({
  redemptionId,
  merchantName,
  onReported,
}: NotHonouredButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-label={NotHonouredText.actionLabel(merchantName)}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {NotHonouredText.action}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <NotHonouredDialog
            redemptionId={redemptionId}
            merchantName={merchantName}
            onClose={(result) => {
              setOpen(false);
              if (result) onReported?.(result);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
