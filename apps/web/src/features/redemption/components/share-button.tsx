import { ShareText } from '@citybook/contract/redemption';
import { useRef, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { ShareDialog } from './share-dialog.tsx';
import { savingsShare, shareLinks, shareSavings } from './share-savings.ts';
import type { ShareLinks } from './share-savings.ts';

interface ShareButtonProps {
  merchantName: string;
  savings: number;
  /** Names the button where several share buttons are on one page. */
  'aria-label'?: string;
}

/** REDEEM-8: shares the savings at a merchant via the share sheet, or else a choice of services. */
export function ShareButton({ merchantName, savings, 'aria-label': label }: ShareButtonProps) {
  const showError = useErrorDialog();
  const [links, setLinks] = useState<ShareLinks | null>(null);
  const [sharing, setSharing] = useState(false);
  // A second tap while the share sheet opens would make the browser refuse the first.
  const busy = useRef(false);

  const share = async () => {
    if (busy.current) return;
    busy.current = true;
    setSharing(true);
    const content = savingsShare(merchantName, savings);
    try {
      if ((await shareSavings(content)) === 'unsupported') setLinks(shareLinks(content));
    } catch (error) {
      showError({ message: ShareText.failed, error });
    } finally {
      busy.current = false;
      setSharing(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        aria-label={label}
        disabled={sharing}
        onClick={() => void share()}
      >
        Share
      </Button>
      {links ? (
        <ShareDialog
          links={links}
          onClose={() => {
            setLinks(null);
          }}
        />
      ) : null}
    </>
  );
}
