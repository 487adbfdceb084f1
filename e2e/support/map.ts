import type { Locator, Page } from '@playwright/test';

/** Every marker a member can select on the map: one merchant, or a cluster of them. */
export const mapMarkers = (page: Page): Locator =>
  page.locator('.citybook-marker, .citybook-cluster');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

export const intersects = (a: Box, b: Box): boolean => overlap(a, b) > 0;

/** The largest share of one on-screen marker covered by another (0 when none touch). */
export async function mostCoveredShare(page: Page): Promise<number> {
  const boxes = await mapMarkers(page).evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((r) => r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );
  let most = 0;
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      most = Math.max(
        most,
        overlap(a, b) / (a.width * a.height),
        overlap(a, b) / (b.width * b.height),
      );
    }
  }
  return most;
}

/**
 * The merchant marker nearest below a floating button and in its column: its info window,
 * opening upwards, would cover the button unless the map pans it clear.
 */
export async function markerBelow(page: Page, button: Locator): Promise<Locator> {
  const under = await button.boundingBox();
  if (!under) throw new Error('The button is not on screen');
  const markers = page.locator('.citybook-marker');
  const index = await markers.evaluateAll((elements, box) => {
    const below = elements
      .map((element, at) => ({ at, r: element.getBoundingClientRect() }))
      .filter(({ r }) => {
        const middle = r.left + r.width / 2;
        return (
          middle > box.x &&
          middle < box.x + box.width &&
          r.top > box.y + box.height + 8 &&
          r.bottom < innerHeight - 100
        );
      })
      .sort((a, b) => a.r.top - b.r.top);
    return below[0]?.at ?? -1;
  }, under);
  if (index < 0) throw new Error('No merchant marker lies below the button');
  return markers.nth(index);
}

/** A merchant marker wholly inside the map, to select with a pointer. */
export async function markerInside(page: Page): Promise<Locator> {
  const map = await page.getByRole('region', { name: 'Map of merchants' }).boundingBox();
  if (!map) throw new Error('The map is not on screen');
  const markers = page.locator('.citybook-marker');
  const index = await markers.evaluateAll(
    (elements, area) =>
      elements.findIndex((element) => {
        const r = element.getBoundingClientRect();
        return (
          r.left > area.x + 60 &&
          r.top > area.y + 130 &&
          r.right < area.x + area.width - 4 &&
          r.bottom < area.y + area.height - 4
        );
      }),
    map,
  );
  if (index < 0) throw new Error('No merchant marker lies inside the map');
  return markers.nth(index);
}
