import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROWING_LIST_STEP, GrowingList } from './growing-list.tsx';

const names = (count: number) => Array.from({ length: count }, (_, i) => `Place ${String(i + 1)}`);

function renderList(items: string[], rememberAs?: string) {
  return render(
    <GrowingList
      items={items}
      keyOf={(item) => item}
      noun="places"
      renderItem={(item) => <a href={`/${item}`}>{item}</a>}
      {...(rememberAs === undefined ? {} : { rememberAs })}
    />,
  );
}

const shownLinks = () => within(screen.getByRole('list')).getAllByRole('link');

/** An IntersectionObserver whose callback the test calls, as the browser would on scrolling. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class Stub {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    nearEnd() {
      const callback = callbacks.at(-1);
      act(() => {
        callback?.(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GrowingList', () => {
  it('shows a short list whole, without a button', () => {
    renderList(names(3));
    expect(shownLinks().map((link) => link.textContent)).toEqual(['Place 1', 'Place 2', 'Place 3']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('builds a long list a step at a time, and "Show more" puts focus on the first added card', async () => {
    const user = userEvent.setup();
    renderList(names(GROWING_LIST_STEP * 2 + 7));
    expect(shownLinks()).toHaveLength(GROWING_LIST_STEP);

    await user.click(
      screen.getByRole('button', {
        name: `Show more places (${String(GROWING_LIST_STEP + 7)} left)`,
      }),
    );
    expect(shownLinks()).toHaveLength(GROWING_LIST_STEP * 2);
    expect(
      screen.getByRole('link', { name: `Place ${String(GROWING_LIST_STEP + 1)}` }),
    ).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Show more places (7 left)' }));
    expect(shownLinks()).toHaveLength(GROWING_LIST_STEP * 2 + 7);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('grows on its own as the end of the list comes near', () => {
    const observer = stubIntersectionObserver();
    renderList(names(GROWING_LIST_STEP + 1));
    expect(shownLinks()).toHaveLength(GROWING_LIST_STEP);
    observer.nearEnd();
    expect(shownLinks()).toHaveLength(GROWING_LIST_STEP + 1);
    // Growing by scrolling leaves focus where the reader has it.
    expect(document.body).toHaveFocus();
  });

  it('comes back with as many cards as the reader had built, in its page state', async () => {
    const user = userEvent.setup();
    const items = names(GROWING_LIST_STEP * 2 + 7);
    renderList(items, 'category.3');
    await user.click(screen.getByRole('button', { name: /^Show more places/ }));
    expect(JSON.parse(sessionStorage.getItem('citybook.pageState.category.3') ?? 'null')).toEqual({
      shown: GROWING_LIST_STEP * 2,
    });
    cleanup();

    renderList(items, 'category.3');
    expect(shownLinks()).toHaveLength(GROWING_LIST_STEP * 2);
    cleanup();

    // Another page's list starts afresh.
    renderList(items, 'category.4');
    expect(shownLinks()).toHaveLength(GROWING_LIST_STEP);
  });
});
