import { BookExpiredText } from '@citybook/contract';
import { Dialog } from '../../../components/dialog/dialog.tsx';

/** Spec §4: selecting an offer whose book has expired says so instead of opening it. */
export function BookExpiredDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={BookExpiredText.title} onClose={onClose}>
      <p>{BookExpiredText.message}</p>
    </Dialog>
  );
}
