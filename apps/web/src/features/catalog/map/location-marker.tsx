import { MapMarkerText } from '@citybook/contract/catalog';
import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import { locationMarkerIcon } from './marker-icons.ts';

interface LocationMarkerProps {
  latitude: number;
  longitude: number;
  /** False when the device's position is unknown and the map starts at the market's centre. */
  known: boolean;
}

// Above every merchant and cluster: a marker's stacking order is its pixel row plus this offset.
const ABOVE_MERCHANTS = 100_000;

/** The centre marker (spec: titled Current Location): where distances are measured from. */
export function LocationMarker({ latitude, longitude, known }: LocationMarkerProps) {
  const icon = useMemo(() => locationMarkerIcon(known), [known]);
  const position = useMemo(() => [latitude, longitude] as [number, number], [latitude, longitude]);
  return (
    <Marker
      position={position}
      icon={icon}
      title={known ? MapMarkerText.currentLocation : MapMarkerText.marketCentre}
      interactive={false}
      keyboard={false}
      zIndexOffset={ABOVE_MERCHANTS}
    />
  );
}
