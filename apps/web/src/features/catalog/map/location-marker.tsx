import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import { CURRENT_LOCATION_TITLE, locationMarkerIcon } from './marker-icons.ts';

interface LocationMarkerProps {
  latitude: number;
  longitude: number;
}

/** The centre marker (spec: titled Current Location): where distances are measured from. */
export function LocationMarker({ latitude, longitude }: LocationMarkerProps) {
  const icon = useMemo(() => locationMarkerIcon(), []);
  const position = useMemo(() => [latitude, longitude] as [number, number], [latitude, longitude]);
  return (
    <Marker
      position={position}
      icon={icon}
      title={CURRENT_LOCATION_TITLE}
      interactive={false}
      keyboard={false}
      zIndexOffset={-1000}
    />
  );
}
