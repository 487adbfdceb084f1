import type { LatLngBounds } from 'leaflet';

/** The box a map shows and its zoom, as the in-area call takes them. */
export interface MapArea {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
}

/** Leaflet's Web Mercator stops here; beyond it there is no map to show. */
const MAX_LATITUDE = 85.0511;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Five decimals (about a metre): tiny shifts ask the same question again, from the cache. */
const rounded = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The map's box within the world the server answers about: zoomed far out Leaflet reports
 * longitudes past ±180 (the world repeats), which are clamped. Null when the box is empty (a map
 * not laid out yet).
 */
export function areaOf(bounds: LatLngBounds, zoom: number): MapArea | null {
  const area = {
    south: rounded(clamp(bounds.getSouth(), -MAX_LATITUDE, MAX_LATITUDE)),
    west: rounded(clamp(bounds.getWest(), -180, 180)),
    north: rounded(clamp(bounds.getNorth(), -MAX_LATITUDE, MAX_LATITUDE)),
    east: rounded(clamp(bounds.getEast(), -180, 180)),
    zoom: Math.round(zoom),
  };
  return area.south < area.north && area.west < area.east ? area : null;
}
