import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadWithoutHash } from './reload.ts';

function stubLocation(href: string) {
  const location = { href, reload: vi.fn(), replace: vi.fn() };
  vi.stubGlobal('location', location);
  return location;
}

describe('reloadWithoutHash', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the address again without its hash', () => {
    const location = stubLocation('https://citybook.app/offers/map?x=1#list');

    reloadWithoutHash();

    expect(location.replace).toHaveBeenCalledWith('https://citybook.app/offers/map?x=1');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('reloads an address that has no hash', () => {
    const location = stubLocation('https://citybook.app/offers/map');

    reloadWithoutHash();

    expect(location.reload).toHaveBeenCalledOnce();
  });
});
