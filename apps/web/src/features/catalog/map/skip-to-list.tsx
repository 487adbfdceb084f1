import { MapMarkerText } from '@citybook/contract/catalog';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/button/button.tsx';
import styles from './map-page.module.css';

interface SkipToListProps {
  listId: string;
  onOpenList: () => void;
}

/**
 * Markers are not Tab stops: keyboard users go past the map to the list, which opens first so
 * there is somewhere to land (its first merchant, or the list itself when it is empty).
 */
export function SkipToList({ listId, onOpenList }: SkipToListProps) {
  return (
    <Button
      variant="secondary"
      className={styles.skipToList}
      onClick={() => {
        flushSync(onOpenList);
        const list = document.getElementById(listId);
        const target = list?.querySelector<HTMLElement>('a[href]') ?? list;
        target?.focus();
      }}
    >
      {MapMarkerText.skipToList}
    </Button>
  );
}
