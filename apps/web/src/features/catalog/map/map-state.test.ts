import { describe, expect, it } from 'vitest';
import { initialMapState, readMapState, saveMapState } from './map-state.ts';

const viewport = { center: { latitude: 39.8, longitude: -89.65 }, zoom: 12 };

describe('map state', () => {
  it('starts with every category shown and the list hidden', () => {
    expect(initialMapState(1, viewport)).toEqual({
      marketId: 1,
      center: { latitude: 39.8, longitude: -89.65 },
      zoom: 12,
      hiddenCategoryIds: [],
      showList: false,
      scrollTop: 0,
    });
  });

  it('restores what was saved for the same market', () => {
    const state = { ...initialMapState(1, viewport), zoom: 15, hiddenCategoryIds: [2] };
    state.showList = true;
    state.scrollTop = 240;
    saveMapState(state);

    expect(readMapState(1)).toEqual(state);
  });

  it('ignores the state of another market', () => {
    saveMapState(initialMapState(1, viewport));

    expect(readMapState(2)).toBeUndefined();
  });

  it('ignores nothing saved and broken entries', () => {
    expect(readMapState(1)).toBeUndefined();

    sessionStorage.setItem(
      'citybook.cache.map-state',
      JSON.stringify({ value: { marketId: 1, zoom: 'far' }, savedAt: Date.now() }),
    );

    expect(readMapState(1)).toBeUndefined();
  });
});
