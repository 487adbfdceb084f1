import { NavigationType } from 'react-router';
import type { BlockerFunction } from 'react-router';

/**
 * The modal dialogs open now, topmost last, and what they ask of the browser history so that
 * Back closes the topmost one instead of leaving the page (APP-5). React Router's blocker stops
 * a Back; the router side (use-back-closes-dialogs.ts) tells this module what the router does.
 *
 * A Back can only be stopped when it stays within this page load. On the first entry of a page
 * load (a fresh visit, a reload, a page that replaced the first one), Back would load another
 * document, so the first dialog there adds an entry for the same page through the router, and
 * the last one to close steps back over it.
 */

/** What the dialogs need of the router; given by the router side while it is mounted. */
export interface DialogRouter {
  /** The key of the router's current history entry. */
  entryKey: () => string;
  /** Whether Back from the current entry would leave this page load. */
  isFirstEntry: () => boolean;
  /** Adds a history entry for the current page. */
  pushCopy: () => void;
  back: () => void;
}

/** What Back does while this is open: close a dialog, or (a guard, which stays) ask first. */
interface OpenEntry {
  onBack: () => void;
  stays: boolean;
}

interface Waiter {
  matches: (key: string) => boolean;
  resolve: (key: string | null) => void;
}

/** A step in the history that never arrives (a browser refusing it) must not hold dialogs up. */
const ARRIVAL_TIMEOUT_MS = 2000;

const open: OpenEntry[] = [];
let router: DialogRouter | null = null;
/** The entry added for a page on the first entry of its load, and the page's own entry. */
let copy: { original: string; key: string | null } | null = null;
let waiters: Waiter[] = [];
/** History moves one step at a time: a browser drops a step asked for while another is under way. */
let settled: Promise<void> = Promise.resolve();

function enqueue(step: () => Promise<void> | void): void {
  settled = settled.then(step).catch(() => undefined);
}

function arrival(matches: (key: string) => boolean): Promise<string | null> {
  return new Promise((resolve) => {
    const waiter: Waiter = {
      matches,
      resolve: (key) => {
        clearTimeout(timer);
        resolve(key);
      },
    };
    const timer = setTimeout(() => {
      waiters = waiters.filter((each) => each !== waiter);
      resolve(null);
    }, ARRIVAL_TIMEOUT_MS);
    waiters.push(waiter);
  });
}

async function addCopy(): Promise<void> {
  if (!router || copy || open.length === 0 || !router.isFirstEntry()) return;
  const original = router.entryKey();
  copy = { original, key: null };
  const landed = arrival((key) => key !== original);
  router.pushCopy();
  const key = await landed;
  if (copy?.original === original) copy.key = key;
}

async function stepBackOverCopy(): Promise<void> {
  if (!router || !copy || open.length > 0) return;
  const copyKey = copy.key;
  if (copyKey === null || router.entryKey() !== copyKey) {
    // The page has moved on meanwhile: the copy stays behind in the history.
    copy = null;
    return;
  }
  const landed = arrival((key) => key !== copyKey);
  router.back();
  await landed;
  copy = null;
}

function closeTopmost(): void {
  const top = open.at(-1);
  if (!top) return;
  if (!top.stays) open.pop();
  top.onBack();
}

export interface ShownDialog {
  /** The dialog has closed (button, Escape, Back). */
  closed: () => void;
  /** The dialog went away without closing (its page did, or StrictMode remounts it). */
  dropped: () => void;
}

function register(entry: OpenEntry): ShownDialog {
  open.push(entry);
  if (open.length === 1) enqueue(addCopy);
  const forget = () => {
    const index = open.indexOf(entry);
    if (index !== -1) open.splice(index, 1);
  };
  return {
    closed: () => {
      forget();
      if (open.length === 0) enqueue(stepBackOverCopy);
    },
    dropped: () => {
      forget();
      queueMicrotask(() => {
        if (open.length === 0) enqueue(stepBackOverCopy);
      });
    },
  };
}

/** Registers a dialog that has just opened; `close` closes it (on Back). */
export function showDialog(close: () => void): ShownDialog {
  return register({ onBack: close, stays: false });
}

/**
 * Registers a page that must not be left by Back without asking (the redeemed coupon, REDEEM-3):
 * Back is stopped like a dialog's and calls `ask`; the guard stays until released (`closed`).
 */
export function guardBack(ask: () => void): ShownDialog {
  return register({ onBack: ask, stays: true });
}

/** Resolves once the history the dialogs moved has arrived: then a page may navigate. */
export function whenSettled(): Promise<void> {
  return settled;
}

/** The blocker of the router side: Back (or Forward) while a dialog is open. */
export const shouldBlockBack: BlockerFunction = ({
  currentLocation,
  nextLocation,
  historyAction,
}) => {
  if (historyAction !== NavigationType.Pop || open.length === 0) return false;
  // From the added entry back to the page's own, the step itself closes the last dialog.
  const leavesCopy = copy?.key === currentLocation.key && nextLocation.key === copy.original;
  return !(leavesCopy && open.length === 1);
};

/** A Back was blocked: the router puts the entry back (`restored`), the topmost dialog closes. */
export function backBlocked(restored: Promise<void>): void {
  enqueue(() => restored);
  closeTopmost();
}

/** The router is on another entry now. */
export function entryChanged(key: string): void {
  const arrived = waiters.filter((waiter) => waiter.matches(key));
  waiters = waiters.filter((waiter) => !arrived.includes(waiter));
  for (const waiter of arrived) waiter.resolve(key);
  if (arrived.length > 0) return;

  if (copy && copy.key !== null && key !== copy.key) {
    // Back from the added entry (let through) closes the last dialog; any other step leaves it.
    const back = key === copy.original;
    copy = null;
    if (back) closeTopmost();
  }
  if (open.length > 0) enqueue(addCopy);
}

/** Connects the router side; returns the function that disconnects it. */
export function connectRouter(next: DialogRouter): () => void {
  router = next;
  return () => {
    if (router === next) router = null;
  };
}
