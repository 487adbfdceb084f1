import { SubscriptionManagementText as Text } from '@citybook/contract/activation';
import type { Subscription } from '@citybook/contract/activation';
import { Button } from '../../../components/button/button.tsx';

interface RenewalButtonProps {
  subscription: Subscription;
  pending: boolean;
  onCancel: () => void;
  onResume: () => void;
}

/**
 * Cancel for a renewing card subscription, Resume for a cancelled one. One button whose action
 * turns over, so focus stays on it when the answer arrives.
 */
export function RenewalButton({ subscription, pending, onCancel, onResume }: RenewalButtonProps) {
  if (subscription.source !== 'card') return null;
  const { status } = subscription;
  if (status !== 'active' && status !== 'cancelled') return null;
  const cancelling = status === 'active';
  return (
    <Button
      variant={cancelling ? 'secondary' : 'primary'}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => {
        if (pending) return;
        if (cancelling) onCancel();
        else onResume();
      }}
    >
      {cancelling ? Text.cancel : Text.resume}
    </Button>
  );
}
