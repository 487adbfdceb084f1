import { describe, expect, it } from 'vitest';
import { withSearchText } from './search-text.ts';

describe('search text in the address', () => {
  it('is set, replaced and removed as `q`, beside the other parameters', () => {
    const params = new URLSearchParams('hasSiblings=true');
    expect(withSearchText(params, 'pizza & co').toString()).toBe('hasSiblings=true&q=pizza+%26+co');
    expect(withSearchText(new URLSearchParams('q=a&x=1'), '').toString()).toBe('x=1');
  });
});
