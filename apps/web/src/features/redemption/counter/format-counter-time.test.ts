import { describe, expect, it } from 'vitest';
import { formatClock, formatRedeemedAgo } from './format-counter-time.ts';

const redeemedAt = '2026-03-05T18:30:00.000Z';
const after = (ms: number) => new Date(Date.parse(redeemedAt) + ms);

describe('formatClock', () => {
  it('gives hours, minutes and seconds', () => {
    expect(formatClock(new Date('2026-03-05T12:03:45.600Z'), 'UTC')).toBe('12:03:45 PM');
    expect(formatClock(new Date('2026-03-05T09:00:07.000Z'), 'UTC')).toBe('9:00:07 AM');
  });
});

describe('formatRedeemedAgo', () => {
  it('says just now under a minute, then the minutes', () => {
    expect(formatRedeemedAgo(redeemedAt, after(0))).toBe('just now');
    expect(formatRedeemedAgo(redeemedAt, after(59_999))).toBe('just now');
    expect(formatRedeemedAgo(redeemedAt, after(60_000))).toBe('1 minute ago');
    expect(formatRedeemedAgo(redeemedAt, after(2 * 60_000 + 30_000))).toBe('2 minutes ago');
  });

  it('says just now for a moment ahead of the device clock', () => {
    expect(formatRedeemedAgo(redeemedAt, after(-90_000))).toBe('just now');
  });
});
