import { Timing } from '@citybook/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ads, anImage } from '../../../testing/catalog-browse-fixtures.ts';
import { AdCarousel } from './ad-carousel.tsx';

function renderCarousel(list = ads) {
  const router = createMemoryRouter([{ path: '/', element: <AdCarousel ads={list} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('region', { name: 'Featured offers' });
}

function shownSlide(carousel: HTMLElement): string | null {
  const visible = within(carousel)
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hidden);
  expect(visible).toHaveLength(1);
  return visible[0]!.getAttribute('aria-label');
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('AdCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel of labelled slides; an ad of a merchant leads to its page', () => {
    const carousel = renderCarousel();

    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const first = within(carousel).getByRole('group', { name: '1 of 3' });
    expect(first).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(first).getByRole('link', { name: 'Luigi’s: free dessert' })).toHaveAttribute(
      'href',
      '/offers/category/1/merchant/4',
    );
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next ad' }));
    // An ad without a merchant is just its picture.
    const second = within(carousel).getByRole('group', { name: '2 of 3' });
    expect(within(second).getByRole('img', { name: 'Spring sale' })).toBeVisible();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lets the browser pick an uploaded image’s variant for the column (OPERATOR-12)', () => {
    const image = anImage('spring', [480, 720, 960, 1280], 8 / 3);
    const carousel = renderCarousel([{ ...ads[0]!, image: image.src, imageSizes: image }, ads[1]!]);

    const first = within(carousel).getByRole('img', { name: 'Luigi’s: free dessert' });
    expect(first).toHaveAttribute('src', image.src);
    expect(first).toHaveAttribute('srcset', image.srcset);
    expect(first).toHaveAttribute('sizes', '(min-width: 40rem) 38rem, calc(100vw - 2rem)');
    expect(first).toHaveAttribute('width', '640');
    expect(first).toHaveAttribute('height', '240');
    // An ad with an image address alone shows just that.
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next ad' }));
    const second = within(carousel).getByRole('img', { name: 'Spring sale' });
    expect(second).toHaveAttribute('src', ads[1]!.image);
    expect(second).not.toHaveAttribute('srcset');
  });

  it('moves to the next ad every rotation period, wrapping around', async () => {
    const carousel = renderCarousel();

    await advance(Timing.adRotationMs - 1);
    expect(shownSlide(carousel)).toBe('1 of 3');
    await advance(1);
    expect(shownSlide(carousel)).toBe('2 of 3');
    await advance(Timing.adRotationMs);
    expect(shownSlide(carousel)).toBe('3 of 3');
    await advance(Timing.adRotationMs);
    expect(shownSlide(carousel)).toBe('1 of 3');
  });

  it('stops with Pause and starts again with Play', async () => {
    const carousel = renderCarousel();

    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause ads' }));
    await advance(3 * Timing.adRotationMs);
    expect(shownSlide(carousel)).toBe('1 of 3');
    // Paused, changes are announced; while rotating they are not.
    expect(within(carousel).getByRole('group', { name: '1 of 3' }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );

    fireEvent.click(within(carousel).getByRole('button', { name: 'Play ads' }));
    await advance(Timing.adRotationMs);
    expect(shownSlide(carousel)).toBe('2 of 3');
  });

  it('holds still while the pointer is over the ads or focus is in them', async () => {
    const carousel = renderCarousel();
    const slides = within(carousel).getByRole('group', { name: '1 of 3' }).parentElement!;

    fireEvent.mouseEnter(slides);
    await advance(2 * Timing.adRotationMs);
    expect(shownSlide(carousel)).toBe('1 of 3');
    fireEvent.mouseLeave(slides);

    act(() => {
      within(carousel).getByRole('link', { name: 'Luigi’s: free dessert' }).focus();
    });
    await advance(2 * Timing.adRotationMs);
    expect(shownSlide(carousel)).toBe('1 of 3');

    act(() => {
      within(carousel).getByRole('link', { name: 'Luigi’s: free dessert' }).blur();
    });
    await advance(Timing.adRotationMs);
    expect(shownSlide(carousel)).toBe('2 of 3');
  });

  it('starts paused for users who ask for reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('reduce') })),
    );
    const carousel = renderCarousel();

    expect(within(carousel).getByRole('button', { name: 'Play ads' })).toBeVisible();
    await advance(2 * Timing.adRotationMs);
    expect(shownSlide(carousel)).toBe('1 of 3');
  });

  it('has no controls for a single ad', () => {
    const carousel = renderCarousel(ads.slice(0, 1));

    expect(within(carousel).queryByRole('button')).not.toBeInTheDocument();
    expect(within(carousel).getByRole('group', { name: '1 of 1' })).toBeVisible();
  });
});
