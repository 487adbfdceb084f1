import 'leaflet.markercluster/dist/MarkerCluster.css';
import { createElementObject, createLayerComponent, extendContext } from '@react-leaflet/core';
import type { LayerProps } from '@react-leaflet/core';
import type { MarkerClusterGroup as ClusterGroup, MarkerClusterGroupOptions } from 'leaflet';
import type { ReactNode } from 'react';
import { MarkerCluster, MarkerClusterGroup } from './leaflet-markercluster.ts';
import { MERCHANT_MARKER_SIZE, clusterIcon } from './marker-icons.ts';

// Cluster markers are buttons kept out of the Tab order, like the merchants' (see marker-icons).
MarkerCluster.mergeOptions({ keyboard: false });

const CLUSTER_OPTIONS: MarkerClusterGroupOptions = {
  // Markers closer than about one marker's width would cover each other: they are drawn as one.
  maxClusterRadius: MERCHANT_MARKER_SIZE + 6,
  // At street level what still overlaps is one address: it fans out on selection instead.
  disableClusteringAtZoom: 17,
  spiderfyOnMaxZoom: true,
  showCoverageOnHover: false,
  iconCreateFunction: (cluster) => clusterIcon(cluster.getChildCount()),
};

interface MerchantClusterGroupProps extends LayerProps {
  children: ReactNode;
}

/** Holds the merchant markers and draws those that overlap as one marker with their count. */
export const MerchantClusterGroup = createLayerComponent<ClusterGroup, MerchantClusterGroupProps>(
  function createClusterGroup(_props, context) {
    const group = new MarkerClusterGroup(CLUSTER_OPTIONS);
    return createElementObject(group, extendContext(context, { layerContainer: group }));
  },
);
