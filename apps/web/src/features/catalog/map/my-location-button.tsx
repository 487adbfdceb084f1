import type { Geolocation as Position } from '@citybook/contract/market';
import { useQueryClient } from '@tanstack/react-query';
import type { Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { devicePositionQueryOptions, isKnownPosition } from './api/device-position.ts';
import styles from './map-page.module.css';

interface MyLocationButtonProps {
  map: LeafletMap | null;
  /** Where to go when the device position is unknown: the market's centre. */
  fallback: Position;
}

/** Centres the map on the device again, keeping the zoom. */
export function MyLocationButton({ map, fallback }: MyLocationButtonProps) {
  const queryClient = useQueryClient();
  const [locating, setLocating] = useState(false);

  const recentre = async (target: LeafletMap) => {
    setLocating(true);
    const position = await queryClient
      .fetchQuery({ ...devicePositionQueryOptions(), staleTime: 0 })
      .catch(() => fallback);
    setLocating(false);
    const centre = isKnownPosition(position) ? position : fallback;
    target.setView([centre.latitude, centre.longitude], target.getZoom());
  };

  return (
    <Button
      variant="secondary"
      disabled={!map || locating}
      onClick={() => {
        if (map) void recentre(map);
      }}
    >
      <svg aria-hidden="true" className={styles.locateIcon} viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="2" fill="currentColor" />
        <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" />
      </svg>
      {/* On a narrow phone the icon alone, so that the map's buttons fit in one row. */}
      <span className={styles.locateLabel}>My location</span>
    </Button>
  );
}
