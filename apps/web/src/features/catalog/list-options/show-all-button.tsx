import { ListOptionsText } from '@citybook/contract/catalog';
import { Button } from '../../../components/button/button.tsx';

/** When the filters left nothing: the whole list back in one press (order and search stay). */
export function ShowAllButton({ onShowAll }: { onShowAll: () => void }) {
  return (
    <Button variant="secondary" onClick={onShowAll}>
      {ListOptionsText.showAll}
    </Button>
  );
}
