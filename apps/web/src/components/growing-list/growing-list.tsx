import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import styles from './growing-list.module.css';

/** Cards built at once, and added each time the reader nears the end of the list. */
export const GROWING_LIST_STEP = 50;

/** Starts growing this far before the end of the list comes into view. */
const NEAR_END = '800px 0px';

interface GrowingListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** What the list shows, in the plural, e.g. 'merchants'. */
  noun: string;
  className?: string;
  /** How many cards to build at first: as many as when the reader left (page state). */
  initiallyShown?: number | undefined;
  /** Told each time more cards are built. */
  onGrow?: (shown: number) => void;
}

/**
 * A long list (a category of 1,000 merchants, every coupon of a market) builds its first cards at
 * once and the rest as the reader scrolls near its end: building them all would keep a phone busy
 * for seconds before the first showed. A "Show more" button does the same for keyboard and
 * screen-reader users and moves focus to the first card it adds.
 */
export function GrowingList<T>({
  items,
  keyOf,
  renderItem,
  noun,
  className,
  initiallyShown,
  onGrow,
}: GrowingListProps<T>) {
  const [count, setCount] = useState(() => Math.max(GROWING_LIST_STEP, initiallyShown ?? 0));
  /** The first card a click on "Show more" adds: focus goes there once it is built. */
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const hasMore = items.length > count;

  useEffect(() => {
    const more = moreRef.current;
    if (!hasMore || !more || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          setCount((shown) => shown + GROWING_LIST_STEP);
      },
      { rootMargin: NEAR_END },
    );
    observer.observe(more);
    return () => {
      observer.disconnect();
    };
  }, [hasMore, count]);

  useEffect(() => {
    if (count > GROWING_LIST_STEP) onGrow?.(count);
  }, [count, onGrow]);

  useEffect(() => {
    if (focusFrom.current === null) return;
    const added = listRef.current?.children.item(focusFrom.current);
    added?.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus();
    focusFrom.current = null;
  }, [count]);

  return (
    <>
      <ul ref={listRef} className={className}>
        {items.slice(0, count).map((item, index) => (
          <li key={keyOf(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {hasMore ? (
        <Button
          ref={moreRef}
          variant="secondary"
          className={styles.more}
          onClick={() => {
            focusFrom.current = count;
            setCount(count + GROWING_LIST_STEP);
          }}
        >
          Show more {noun} ({String(items.length - count)} left)
        </Button>
      ) : null}
    </>
  );
}
