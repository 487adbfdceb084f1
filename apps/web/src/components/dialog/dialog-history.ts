/**
 * Spec §2: browser Back while a dialog is open closes the dialog instead of leaving the page.
 * Each open dialog owns one history entry with the page's own address and state; going back from
 * it is swallowed before the router hears of it, so the page neither changes nor reloads.
 */

const MARKER = 'citybookDialog';
/** Should the browser never report our own step back, the closing dialog still finishes. */
const OWN_BACK_TIMEOUT_MS = 1000;

interface OpenEntry {
  id: number;
  onBack: () => void;
}

const entries: OpenEntry[] = [];
let ownBack: (() => void) | null = null;
let listening = false;
let nextId = 1;

function markerOf(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !(MARKER in state)) return undefined;
  const marker = (state as Record<typeof MARKER, unknown>)[MARKER];
  return typeof marker === 'number' ? marker : undefined;
}

function handlePopState(event: PopStateEvent): void {
  if (ownBack) {
    event.stopImmediatePropagation();
    const done = ownBack;
    ownBack = null;
    done();
    return;
  }
  const top = entries.at(-1);
  // Arriving at the dialog's own entry means the user came back from a later page: the router's.
  if (!top || markerOf(event.state) === top.id) return;
  event.stopImmediatePropagation();
  entries.pop();
  top.onBack();
}

function listen(): void {
  if (listening) return;
  listening = true;
  // Capturing listeners on window run before the router's ordinary one.
  window.addEventListener('popstate', handlePopState, { capture: true });
}

// Pushing and stepping back run one after the other: the browser steps back asynchronously, and
// an entry pushed meanwhile would be the one it steps back over.
let queue: Promise<void> = Promise.resolve();

function enqueue(task: () => Promise<void> | void): Promise<void> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

function stepBackOver(id: number): Promise<void> {
  if (markerOf(window.history.state) !== id) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      ownBack = null;
      resolve();
    }, OWN_BACK_TIMEOUT_MS);
    ownBack = () => {
      clearTimeout(timer);
      resolve();
    };
    window.history.back();
  });
}

export interface DialogHistoryEntry {
  /** Removes the entry (stepping back over it if it is the current one); resolves when done. */
  leave: () => Promise<void>;
}

/** Adds a history entry for a dialog that just opened; `onBack` runs when the user goes back. */
export function pushDialogEntry(onBack: () => void): DialogHistoryEntry {
  listen();
  const entry: OpenEntry = { id: nextId++, onBack };
  let left = false;
  entries.push(entry);
  void enqueue(() => {
    if (left) return;
    const state: unknown = window.history.state;
    const base = typeof state === 'object' && state !== null ? state : {};
    window.history.pushState({ ...base, [MARKER]: entry.id }, '');
  });

  return {
    leave: () => {
      left = true;
      const index = entries.indexOf(entry);
      if (index === -1) return Promise.resolve();
      entries.splice(index, 1);
      return enqueue(() => stepBackOver(entry.id));
    },
  };
}
