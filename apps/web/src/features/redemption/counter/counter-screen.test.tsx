import { COUNTER_LIVE_MS } from '@citybook/contract';
import { act, render, screen, within } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { formatRedeemedAt } from '../format-redeemed-at.ts';
import { CounterScreen } from './counter-screen.tsx';
import { formatClock } from './format-counter-time.ts';
import { aRedemption } from '../../../testing/redemption-fixtures.ts';
import { CounterText } from './counter-text.ts';

const redeemedAt = '2026-03-05T18:30:00.000Z';
const redemption = aRedemption({ redeemedAt });
const offer = anOffer(1, 4, { title: 'Free dessert', redemptionData: 'DESSERT-42' });
const jane = { firstName: 'Jane', lastName: 'Doe', emailAddress: 'jane.doe@example.com' };

function renderCounter(props: { madeOffline?: boolean } = {}) {
  const rendered = render(
    <CounterScreen offer={offer} redemption={redemption} member={jane} {...props} />,
  );
  return { ...rendered, card: screen.getByRole('region', { name: 'Show this at the counter' }) };
}

/** "Redeemed just now": the line of when, apart from "Redeemed by …". */
function statusLine(card: HTMLElement) {
  return within(card).getByText(
    (_, element) => element?.tagName === 'P' && /^Redeemed (?!by)/.test(element.textContent ?? ''),
  );
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** A stand-in for the Screen Wake Lock API that records what the page asked. */
function fakeWakeLock(refuse = false) {
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn((type: string) => {
    expect(type).toBe('screen');
    if (refuse) return Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
    const sentinel = {
      released: false,
      release: vi.fn(() => {
        sentinel.released = true;
        return Promise.resolve();
      }),
    };
    sentinels.push(sentinel);
    return Promise.resolve(sentinel);
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('CounterScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(redeemedAt) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'wakeLock');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('runs a clock that advances each second, and says how long ago it was redeemed', async () => {
    const { card } = renderCounter();
    const clock = within(card).getByRole('timer', { name: CounterText.clockLabel });
    expect(clock).toHaveAttribute('aria-live', 'off');
    expect(clock).toHaveTextContent(formatClock(new Date(redeemedAt)));
    expect(within(card).getByTestId('live-band')).toBeInTheDocument();
    expect(statusLine(card)).toHaveTextContent('Redeemed just now');

    await advance(1000);
    expect(clock).toHaveTextContent(formatClock(new Date(Date.parse(redeemedAt) + 1000)));
    await advance(1000);
    expect(clock).toHaveTextContent(formatClock(new Date(Date.parse(redeemedAt) + 2000)));

    await advance(2 * 60_000 - 2000);
    expect(statusLine(card)).toHaveTextContent('Redeemed 2 minutes ago');
  });

  it('stops the live parts after the window and keeps the code readable', async () => {
    const { card } = renderCounter();

    await advance(COUNTER_LIVE_MS - 1000);
    expect(within(card).getByRole('timer')).toBeInTheDocument();
    await advance(1000);

    expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('live-band')).not.toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'The counter screen is live for 10 minutes after redeeming. Staff can still check the verification code.',
    );
    expect(within(card).getByText('K7P 2QX')).toBeVisible();
    // The moment itself now, no longer how long ago.
    const when = statusLine(card).querySelector('time');
    expect(when).toHaveAttribute('datetime', redeemedAt);
    expect(when).toHaveTextContent(formatRedeemedAt(redeemedAt));
    // Nothing ticks any more.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens already ended for a redemption older than the window', () => {
    vi.setSystemTime(Date.parse(redeemedAt) + COUNTER_LIVE_MS + 5000);
    const { card } = renderCounter();
    expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(card).getByRole('status')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the member as first name and last initial, and the offline note when made offline', () => {
    const { card } = renderCounter({ madeOffline: true });
    expect(within(card).getByText('Redeemed by Jane D.')).toBeVisible();
    expect(within(card).queryByText(/jane\.doe/)).not.toBeInTheDocument();
    expect(within(card).getByText(CounterText.madeOffline)).toBeVisible();
    expect(within(card).getByText('DESSERT-42')).toBeVisible();
    expect(within(card).getByText('You saved $12.00')).toBeVisible();
  });

  it('shows the verification code grouped, and spells it for screen readers', () => {
    const { card } = renderCounter();
    expect(within(card).queryByText(CounterText.madeOffline)).not.toBeInTheDocument();
    const [code] = within(card).getAllByRole('definition');
    expect(within(card).getAllByRole('term')[0]).toHaveTextContent('Verification code');
    expect(within(code!).getByText('K7P 2QX')).toHaveAttribute('aria-hidden', 'true');
    expect(within(code!).getByText('K 7 P 2 Q X')).toBeInTheDocument();
  });

  it('issue 32 item 4: labels both codes, the verification code first and largest', () => {
    const { card } = renderCounter();

    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([CounterText.codeLabel, CounterText.couponCodeLabel]);
    const [verification, coupon] = within(card).getAllByRole('definition');
    expect(verification).toHaveTextContent('K7P 2QX');
    expect(coupon).toHaveTextContent('DESSERT-42');
    // The staff hint sits right under the code it names.
    expect(verification?.closest('dl')?.nextElementSibling).toHaveTextContent(
      /^Staff: scan the QR code, or enter the code at /,
    );
    // Staff read the verification code first: it comes before the coupon's own code.
    expect(
      verification!.compareDocumentPosition(coupon!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('keeps the screen awake while live, again when shown again, and lets go at the end', async () => {
    const { request, sentinels } = fakeWakeLock();
    renderCounter();
    await advance(0);
    expect(request).toHaveBeenCalledTimes(1);

    // The browser drops the lock while the page is hidden; back on screen the page asks again.
    setVisibility('hidden');
    sentinels[0]!.released = true;
    await advance(0);
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await advance(0);
    expect(request).toHaveBeenCalledTimes(2);

    await advance(COUNTER_LIVE_MS);
    expect(sentinels[1]!.release).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    setVisibility('visible');
    await advance(0);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('releases the wake lock when the screen is left', async () => {
    const { sentinels } = fakeWakeLock();
    const { unmount } = renderCounter();
    await advance(0);
    unmount();
    expect(sentinels[0]!.release).toHaveBeenCalledTimes(1);
  });

  it('goes on without a wake lock where it is missing or refused', async () => {
    renderCounter().unmount();
    const { request } = fakeWakeLock(true);
    const { card } = renderCounter();
    await advance(1000);
    expect(request).toHaveBeenCalledTimes(1);
    expect(within(card).getByRole('timer')).toBeInTheDocument();
  });

  it('asks the native shell for full brightness on show, and gives it back on leave', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('CitybookAndroid', { postMessage });
    const { unmount } = renderCounter();
    expect(postMessage.mock.calls).toEqual([['{"type":"SetBrightness","full":true}']]);
    unmount();
    expect(postMessage.mock.calls).toEqual([
      ['{"type":"SetBrightness","full":true}'],
      ['{"type":"SetBrightness","full":false}'],
    ]);
  });

  it('gives the brightness back when the window ends', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('CitybookAndroid', { postMessage });
    const { unmount } = renderCounter();
    await advance(COUNTER_LIVE_MS);
    expect(postMessage).toHaveBeenLastCalledWith('{"type":"SetBrightness","full":false}');
    expect(postMessage).toHaveBeenCalledTimes(2);
    unmount();
    expect(postMessage).toHaveBeenCalledTimes(2);
  });
});

describe('CounterScreen QR', () => {
  it('encodes the staff page of the code, on this origin', async () => {
    render(
      <CounterScreen
        offer={offer}
        redemption={{ ...redemption, redeemedAt: new Date().toISOString() }}
      />,
    );
    const qr = await screen.findByRole('img', { name: CounterText.qrLabel });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('data-url', `${location.origin}/verify/K7P2QX`);
    // Drawn module for module from the encoding of that address.
    const expected = encode(`${location.origin}/verify/K7P2QX`, { ecc: 'M', border: 2 });
    expect(qr).toHaveAttribute('viewBox', `0 0 ${String(expected.size)} ${String(expected.size)}`);
    const squares = qr.querySelector('path')?.getAttribute('d')?.match(/M/g) ?? [];
    expect(squares).toHaveLength(expected.data.flat().filter(Boolean).length);
    expect(
      screen.getByText(`Staff: scan the QR code, or enter the code at ${location.host}/verify.`),
    ).toBeVisible();
  });
});
