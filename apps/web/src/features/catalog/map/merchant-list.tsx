import { Timing } from '@citybook/contract/app';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { FranchiseGroupItem } from './franchise-group-item.tsx';
import { groupByFranchisor } from './franchise-groups.ts';
import { MapListText } from './map-list-text.ts';
import type { ShownMerchant } from './shown-merchants.ts';
import { useVerticalSwipe } from './use-vertical-swipe.ts';
import styles from './map-page.module.css';

interface MerchantListProps {
  /**
   * The merchants in view, clustered or not, of the categories turned on, nearest first: all of
   * them, or MAP_LIST_LIMIT of them nearest the map's middle when more are in view.
   */
  merchants: ShownMerchant[];
  /** How many are in view: more than listed when the list is cut. */
  inViewCount: number;
  /** The id of the list's scrolling area, which the map's skip button moves focus to. */
  listId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's scroll position when the page was left. */
  restoredScrollTop: number;
  onScrollTopChange: (scrollTop: number) => void;
}

/** The toggle-able list under the map, grouped by franchisor; swipe its handle up or down. */
export function MerchantList({
  merchants,
  inViewCount,
  listId,
  open,
  onOpenChange,
  restoredScrollTop,
  onScrollTopChange,
}: MerchantListProps) {
  const list = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => groupByFranchisor(merchants), [merchants]);
  const swipe = useVerticalSwipe((direction) => {
    onOpenChange(direction === 'up');
  });
  // Only the scroll the page was left with is restored, once, after the list has laid out.
  const [scrollToRestore] = useState(open ? restoredScrollTop : 0);

  useEffect(() => {
    if (scrollToRestore <= 0) return;
    const timer = setTimeout(() => {
      if (list.current) list.current.scrollTop = scrollToRestore;
    }, Timing.scrollRestoreDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [scrollToRestore]);

  return (
    <div className={styles.sheet}>
      <div className={styles.handle} {...swipe}>
        <span className={styles.grip} aria-hidden="true" />
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => {
            onOpenChange(!open);
          }}
        >
          {open ? 'Hide list' : 'Show list'}
        </Button>
        <span className={styles.muted} aria-live="polite">
          {MapListText.count(inViewCount)}
        </span>
      </div>
      <div
        id={listId}
        ref={list}
        hidden={!open}
        tabIndex={-1}
        className={styles.list}
        onScroll={(event) => {
          onScrollTopChange(event.currentTarget.scrollTop);
        }}
      >
        {inViewCount > merchants.length ? (
          <p className={styles.muted}>{MapListText.cut(merchants.length, inViewCount)}</p>
        ) : null}
        {groups.length === 0 ? (
          <p>{MapListText.empty}</p>
        ) : (
          <ul className={styles.groups} aria-label="Merchants">
            {groups.map((group) => (
              <FranchiseGroupItem key={group.key} group={group} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
