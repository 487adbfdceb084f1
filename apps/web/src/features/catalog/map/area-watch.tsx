import { useEffect } from 'react';
import type { MapArea } from './map-area.ts';
import { useMapArea } from './use-map-area.ts';

/** Inside the map: tells the page which box and zoom it shows, once settled. */
export function AreaWatch({ onChange }: { onChange: (area: MapArea | null) => void }) {
  const area = useMapArea();
  useEffect(() => {
    onChange(area);
  }, [area, onChange]);
  return null;
}
