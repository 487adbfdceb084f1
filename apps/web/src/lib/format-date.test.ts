import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatMemberDate } from './format-date.ts';

describe('dates', () => {
  it('writes an end date as the calendar day the server meant (UTC)', () => {
    expect(formatDate('2026-12-31T23:59:59.000Z')).toBe('December 31, 2026');
  });

  it("writes a moment as the member's calendar day, long", () => {
    expect(formatMemberDate('2026-12-24T12:00:00.000Z')).toBe('December 24, 2026');
  });

  it("follows the browser's language", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    vi.resetModules();
    const fresh = await import('./format-date.ts');

    expect(fresh.formatMemberDate('2026-12-24T12:00:00.000Z')).toBe('24. Dezember 2026');
  });
});
