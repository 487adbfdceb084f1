import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import styles from './growing-list.module.css';
import { rememberCount, rememberedCount } from './remembered-count.ts';

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
  /**
   * The page's name for its page state (e.g. 'category.3'): the list then comes back with as
   * many cards built as the reader had, so the scroll position the router puts back exists.
   */
  rememberAs?: string;
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
  rememberAs,
}: GrowingListProps<T>) {
  const [count, setCount] = useState(() =>
    Math.max(GROWING_LIST_STEP, rememberAs === undefined ? 0 : rememberedCount(rememberAs)),
  );
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
    if (rememberAs !== undefined && count > GROWING_LIST_STEP) rememberCount(rememberAs, count);
  }, [count, rememberAs]);

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
