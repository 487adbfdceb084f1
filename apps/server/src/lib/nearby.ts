import { distanceMiles, type Point } from '@citybook/contract';

const MILES_PER_DEGREE_LATITUDE = 69.0;
const HALF_EARTH_MILES = 12_450;
/**
 * The first ring of a nearby-first page: a few blocks. A dense downtown fills a page within it,
 * reading a few hundred index entries instead of thousands of merchants; a sparse market pays a
 * few more small index ranges before its rings reach the merchants.
 */
const FIRST_RING_MILES = 0.25;

export interface Box {
  minLatitude: number;
  maxLatitude: number;
  /** Undefined when the circle reaches round the globe in longitude (near the poles). */
  minLongitude?: number;
  maxLongitude?: number;
}

/** A latitude/longitude box that contains the circle of `miles` around `centre`. */
export function boundingBox(centre: Point, miles: number): Box {
  const dLat = miles / MILES_PER_DEGREE_LATITUDE;
  const minLatitude = Math.max(-90, centre.latitude - dLat);
  const maxLatitude = Math.min(90, centre.latitude + dLat);
  const widest = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cos = Math.cos((widest * Math.PI) / 180);
  const dLon = cos < 1e-6 ? 360 : miles / (MILES_PER_DEGREE_LATITUDE * cos);
  if (dLon >= 180) return { minLatitude, maxLatitude };
  return {
    minLatitude,
    maxLatitude,
    minLongitude: centre.longitude - dLon,
    maxLongitude: centre.longitude + dLon,
  };
}

export interface Area {
  centre: Point;
  radiusMiles: number;
}

/**
 * The search rings of a nearby-first page: start close to the point and double the radius until
 * `limit` results are certain or the ring covers everything that can match.
 */
export function searchRadii(point: Point, area: Area | null, limit: number | undefined): number[] {
  const farthest = area ? distanceMiles(point, area.centre) + area.radiusMiles : HALF_EARTH_MILES;
  if (limit === undefined) return [farthest];
  const radii: number[] = [];
  for (let miles = FIRST_RING_MILES; miles < farthest; miles *= 2) radii.push(miles);
  radii.push(farthest);
  return radii;
}

/** Whether a place lies in the area (everywhere does when there is none). */
export const insideOf = (area: Area | null) => (place: Point) =>
  !area || distanceMiles(area.centre, place) <= area.radiusMiles;

/** A place with its distance from the asked point. */
export interface Measured<T> {
  place: T;
  distance: number;
}

/** The places inside the area with their distance from the point, nearest first. */
export function nearestFirst<T extends Point & { id: number }>(
  places: readonly T[],
  point: Point,
  area: Area | null,
): Measured<T>[] {
  const inside = insideOf(area);
  const measured: Measured<T>[] = [];
  // Pairs rather than copies of the places: whole lists are ordered on every answer.
  for (const place of places)
    if (inside(place)) measured.push({ place, distance: distanceMiles(point, place) });
  return measured.sort((a, b) => a.distance - b.distance || a.place.id - b.place.id);
}

/** A distance as lists show it: miles to two decimals. */
export const shownMiles = (miles: number) => Math.round(miles * 100) / 100;

/** groupByFranchisor: one entry per franchise (its nearest location); other merchants stay. */
export function nearestPerFranchise<T>(items: T[], franchisorOf: (item: T) => number | null): T[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    const franchisorId = franchisorOf(item);
    if (franchisorId === null) return true;
    if (seen.has(franchisorId)) return false;
    seen.add(franchisorId);
    return true;
  });
}

/** The asked position, or null when absent or (0, 0), which means "unknown" (MARKET-6). */
export function askedPoint(query: {
  latitude?: number | undefined;
  longitude?: number | undefined;
}): Point | null {
  const { latitude, longitude } = query;
  if (latitude === undefined || longitude === undefined) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}
