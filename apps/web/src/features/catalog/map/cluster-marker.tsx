import type { MerchantCluster } from '@citybook/contract/catalog';
import { memo, useMemo } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { clusterIcon } from './marker-icons.ts';

/**
 * Merchants the server drew as one marker with their count. Selecting it zooms in to where they
 * come apart. Not a Tab stop, like the merchants' markers (the list is the keyboard path).
 */
export const ClusterMarker = memo(function ClusterMarker({
  cluster,
}: {
  cluster: MerchantCluster;
}) {
  const map = useMap();
  const icon = useMemo(() => clusterIcon(cluster.count), [cluster.count]);
  const position = useMemo(
    () => [cluster.latitude, cluster.longitude] as [number, number],
    [cluster.latitude, cluster.longitude],
  );
  const handlers = useMemo(
    () => ({
      click: () => {
        map.setView(position, cluster.expansionZoom);
      },
    }),
    [map, position, cluster.expansionZoom],
  );
  return <Marker position={position} icon={icon} keyboard={false} eventHandlers={handlers} />;
});
