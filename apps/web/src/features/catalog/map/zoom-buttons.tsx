import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import styles from './map-page.module.css';

/**
 * Zoom in and out, in the bar above the map: Leaflet's own buttons sat on the map and covered the
 * markers under them (issue #32 item 6). Pinching and the wheel zoom too; these are for the
 * keyboard and a single finger.
 */
export function ZoomButtons({ map }: { map: LeafletMap | null }) {
  const [zoom, setZoom] = useState(() => map?.getZoom());
  useEffect(() => {
    if (!map) return;
    const follow = () => {
      setZoom(map.getZoom());
    };
    follow();
    map.on('zoomend', follow);
    return () => {
      map.off('zoomend', follow);
    };
  }, [map]);

  const atMost = map === null || zoom === undefined || zoom >= map.getMaxZoom();
  const atLeast = map === null || zoom === undefined || zoom <= map.getMinZoom();
  return (
    <div className={styles.zoom} role="group" aria-label="Zoom">
      <Button
        variant="secondary"
        className={styles.zoomButton}
        aria-label="Zoom in"
        disabled={atMost}
        onClick={() => map?.zoomIn()}
      >
        <span aria-hidden="true">+</span>
      </Button>
      <Button
        variant="secondary"
        className={styles.zoomButton}
        aria-label="Zoom out"
        disabled={atLeast}
        onClick={() => map?.zoomOut()}
      >
        <span aria-hidden="true">−</span>
      </Button>
    </div>
  );
}
