// Leaflet first: the plugin extends the global `L` that Leaflet's build defines.
import 'leaflet';
import * as plugin from 'leaflet.markercluster';
import type { MarkerCluster as Cluster, MarkerClusterGroup as ClusterGroup } from 'leaflet';

/**
 * The plugin's types describe what it adds to the global `L`; its CommonJS build also exports
 * both classes, which is how a bundle reaches them without that global.
 */
interface MarkerClusterPlugin {
  MarkerClusterGroup: typeof ClusterGroup;
  MarkerCluster: typeof Cluster;
}

const { MarkerClusterGroup, MarkerCluster } = plugin as unknown as MarkerClusterPlugin;

export { MarkerCluster, MarkerClusterGroup };
