import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import { areaOf, type MapArea } from './map-area.ts';

/** Long enough to let a fling or a pinch finish, short enough to feel immediate. */
export const AREA_SETTLE_MS = 250;

/**
 * The box and zoom the map shows: read when it is ready, then after each move once the map has
 * been still for AREA_SETTLE_MS, so a pan asks one question, not one per frame.
 */
export function useMapArea(): MapArea | null {
  const map = useMap();
  const [area, setArea] = useState<MapArea | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      const next = areaOf(map.getBounds(), map.getZoom());
      setArea((current) => (sameArea(current, next) ? current : next));
    };
    const settled = () => {
      clearTimeout(timer);
      timer = setTimeout(read, AREA_SETTLE_MS);
    };
    map.whenReady(read);
    map.on('moveend', settled);
    map.on('resize', settled);
    return () => {
      clearTimeout(timer);
      map.off('moveend', settled);
      map.off('resize', settled);
    };
  }, [map]);

  return area;
}

function sameArea(a: MapArea | null, b: MapArea | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.south === b.south &&
    a.west === b.west &&
    a.north === b.north &&
    a.east === b.east &&
    a.zoom === b.zoom
  );
}
