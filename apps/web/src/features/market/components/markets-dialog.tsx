import type { Market } from '@citybook/contract/market';
import { useRef } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import styles from './market-page.module.css';

interface MarketsDialogProps {
  markets: Market[];
  selectedId: number | null;
  /** The picked market, or null when the dialog was closed without a pick. */
  onClose: (picked: Market | null) => void;
}

/** MARKET-2 markets dialog: lists all markets; picking one returns it. */
export function MarketsDialog({ markets, selectedId, onClose }: MarketsDialogProps) {
  const picked = useRef<Market | null>(null);
  return (
    <Dialog
      title="Markets"
      onClose={() => {
        onClose(picked.current);
      }}
      actions={(close) => (
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      )}
    >
      {(close) => (
        <ul className={styles.marketList}>
          {markets.map((market) => (
            <li key={market.id}>
              <button
                type="button"
                className={styles.marketChoice}
                aria-current={market.id === selectedId ? 'true' : undefined}
                data-autofocus={market.id === selectedId ? true : undefined}
                onClick={() => {
                  picked.current = market;
                  close();
                }}
              >
                {market.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
