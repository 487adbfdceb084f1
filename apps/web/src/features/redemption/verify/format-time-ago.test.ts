import { describe, expect, it } from 'vitest';
import { formatCheckTime, formatTimeAgo } from './format-time-ago.ts';

const now = new Date('2026-03-05T18:30:00.000Z');

describe('formatTimeAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatTimeAgo('2026-03-05T18:29:50.000Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-03-05T18:28:00.000Z', now)).toBe('2 minutes ago');
    expect(formatTimeAgo('2026-03-05T15:00:00.000Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-03-04T18:00:00.000Z', now)).toBe('yesterday');
  });
});

describe('formatCheckTime', () => {
  it('gives the time alone on the same day, with the date before', () => {
    expect(formatCheckTime('2026-03-05T12:03:00.000Z', now, 'UTC')).toBe('12:03 PM');
    expect(formatCheckTime('2026-03-03T12:03:00.000Z', now, 'UTC')).toBe('Mar 3, 2026, 12:03 PM');
  });
});
