import { MAP_LIST_LIMIT } from '@citybook/contract';
import type { InAreaAnswer, InView, MapMerchant } from '@citybook/contract';
import Supercluster from 'supercluster';

/** What the index keeps per merchant; clusters add supercluster's own properties. */
type Props = { merchant: MapMerchant };

/**
 * Markers closer than about one marker's width (44 px, plus a little) would cover each other:
 * they are drawn as one. In Leaflet's 256 px tiles, as the web map draws them.
 */
const TILE_SIZE = 256;
const RADIUS_PX = 50;
/** At street level what still overlaps is one address: from zoom 17 every merchant is its own. */
export const CLUSTER_MAX_ZOOM = 16;

/** The box a map shows, in degrees; west ≤ east (the contract refuses the antimeridian). */
export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Web Mercator, the world as a 0–1 square (supercluster's own projection). */
const yOf = (latitude: number) => {
  const sin = Math.sin((latitude * Math.PI) / 180);
  return clamp(0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI, 0, 1);
};
const latitudeOf = (y: number) => (360 * Math.atan(Math.exp((1 - 2 * y) * Math.PI))) / Math.PI - 90;

/**
 * A cluster's position is the mean of its members, which lie within 4 radii of it (each zoom's
 * radius is half the one above: 2r + 2r/2 + … ≤ 4r). Clusters whose position is that far outside
 * the box may still hold merchants inside it, so they are looked up in the box widened by that.
 */
function widened(box: Box, zoom: number): Box {
  const reach = (4 * RADIUS_PX) / (TILE_SIZE * 2 ** zoom);
  return {
    south: Math.max(-90, latitudeOf(Math.min(1, yOf(box.south) + reach))),
    north: Math.min(90, latitudeOf(Math.max(0, yOf(box.north) - reach))),
    west: Math.max(-180, box.west - 360 * reach),
    east: Math.min(180, box.east + 360 * reach),
  };
}

const inside = (merchant: MapMerchant, box: Box) =>
  merchant.latitude >= box.south &&
  merchant.latitude <= box.north &&
  merchant.longitude >= box.west &&
  merchant.longitude <= box.east;

/** One market's merchants (of one set of categories) clustered at every zoom, built once. */
export class MerchantClusters {
  private readonly index: Supercluster<Props, Props>;
  readonly size: number;

  constructor(merchants: readonly MapMerchant[]) {
    this.index = new Supercluster<Props, Props>({
      radius: RADIUS_PX,
      extent: TILE_SIZE,
      maxZoom: CLUSTER_MAX_ZOOM,
    });
    this.index.load(
      merchants.map((merchant) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [merchant.longitude, merchant.latitude] },
        properties: { merchant },
      })),
    );
    this.size = merchants.length;
  }

  /**
   * Every merchant inside the box is in exactly one answered cluster or answered itself; the
   * merchants answered are exactly those inside the box that no cluster holds at this zoom.
   */
  inArea(box: Box, zoom: number): InAreaAnswer {
    const around = zoom > CLUSTER_MAX_ZOOM ? box : widened(box, zoom);
    const answer: InAreaAnswer = { clusters: [], merchants: [], inView: this.inView(box) };
    for (const feature of this.index.getClusters(
      [around.west, around.south, around.east, around.north],
      zoom,
    )) {
      const properties = feature.properties;
      if ('cluster' in properties && properties.cluster) {
        const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
        answer.clusters.push({
          id: properties.cluster_id,
          count: properties.point_count,
          latitude,
          longitude,
          expansionZoom: Math.min(
            this.index.getClusterExpansionZoom(properties.cluster_id),
            CLUSTER_MAX_ZOOM + 1,
          ),
        });
      } else if ('merchant' in properties && inside(properties.merchant, box)) {
        answer.merchants.push(properties.merchant);
      }
    }
    return answer;
  }

  /**
   * Every merchant inside the box, clustered or not (the list under the map, issue #32 item 6):
   * past the last clustered zoom the index holds the merchants themselves. The answer is the same
   * for everyone, so a list cut at MAP_LIST_LIMIT keeps those nearest the box's middle.
   */
  inView(box: Box): InView {
    const all = this.index
      .getClusters([box.west, box.south, box.east, box.north], CLUSTER_MAX_ZOOM + 1)
      .flatMap((feature) =>
        'merchant' in feature.properties && inside(feature.properties.merchant, box)
          ? [feature.properties.merchant]
          : [],
      );
    if (all.length <= MAP_LIST_LIMIT) return { count: all.length, merchants: all };
    const middle = { latitude: (box.south + box.north) / 2, longitude: (box.west + box.east) / 2 };
    const squeeze = Math.cos((middle.latitude * Math.PI) / 180);
    const away = (merchant: MapMerchant) =>
      (merchant.latitude - middle.latitude) ** 2 +
      ((merchant.longitude - middle.longitude) * squeeze) ** 2;
    const nearest = all
      .map((merchant) => ({ merchant, away: away(merchant) }))
      .sort((a, b) => a.away - b.away || a.merchant.id - b.merchant.id)
      .slice(0, MAP_LIST_LIMIT)
      .map(({ merchant }) => merchant);
    return { count: all.length, merchants: nearest };
  }

  /** The merchants a cluster holds, at every depth (tests compare them with a reference). */
  members(clusterId: number): MapMerchant[] {
    return this.index
      .getLeaves(clusterId, Infinity)
      .flatMap((leaf) => ('merchant' in leaf.properties ? [leaf.properties.merchant] : []));
  }
}
