// Leaflet's styles before ours: its marker rules (display: block) must not outweigh them.
import 'leaflet/dist/leaflet.css';
import { MapMarkerText, clusterText } from '@citybook/contract/catalog';
import { DivIcon } from 'leaflet';
import styles from './map-markers.module.css';

/** Queryable by tests and e2e: one element with this class per merchant marker. */
export const MERCHANT_MARKER_CLASS = 'citybook-marker';
export const CLUSTER_MARKER_CLASS = 'citybook-cluster';
export const LOCATION_MARKER_CLASS = 'citybook-location-marker';
export const CURRENT_LOCATION_TITLE = MapMarkerText.currentLocation;

/** Issue #15: every marker a finger selects is at least a 44 × 44 px target. */
export const MERCHANT_MARKER_SIZE = 44;
const LOCATION_MARKER_SIZE = 20;

interface MarkerLook {
  /** The accessible name; Leaflet itself only sets the title attribute. */
  name: string;
  className: string;
  size: number;
  /**
   * Selectable markers are buttons kept out of the Tab order (the list is the keyboard path);
   * the others are images that carry a name.
   */
  role: 'button' | 'img';
  /** Decorative: the name already says what the marker is. */
  imageUrl?: string | undefined;
  /** Shown on the marker, hidden from assistive technology (the name says it). */
  text?: string | undefined;
}

/**
 * A marker drawn with the page's own elements and styles: Leaflet's default marker images are
 * not used (bundlers break their paths), and building the element here needs no HTML strings.
 * Markers using it pass `keyboard: false`, or Leaflet makes each one a Tab stop again.
 */
class MapMarkerIcon extends DivIcon {
  readonly #look: MarkerLook;

  constructor(look: MarkerLook) {
    super({
      html: false,
      className: look.className,
      iconSize: [look.size, look.size],
      iconAnchor: [look.size / 2, look.size / 2],
      popupAnchor: [0, -look.size / 2],
    });
    this.#look = look;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    const { name, role, imageUrl, text } = this.#look;
    element.setAttribute('aria-label', name);
    element.setAttribute('role', role);
    if (role === 'button') element.tabIndex = -1;
    if (imageUrl) {
      const image = document.createElement('img');
      image.src = imageUrl;
      image.alt = '';
      image.className = styles.markerImage ?? '';
      element.append(image);
    }
    if (text) {
      const label = document.createElement('span');
      label.textContent = text;
      label.className = styles.markerText ?? '';
      label.setAttribute('aria-hidden', 'true');
      element.append(label);
    }
    return element;
  }
}

/** A merchant's marker shows its category's icon (or a plain dot for an unknown category). */
export function merchantMarkerIcon(name: string, categoryIconUrl: string | undefined): DivIcon {
  const look = categoryIconUrl ? styles.merchantMarker : styles.merchantDot;
  return new MapMarkerIcon({
    name,
    role: 'button',
    className: `${MERCHANT_MARKER_CLASS} ${look ?? ''}`,
    size: MERCHANT_MARKER_SIZE,
    imageUrl: categoryIconUrl,
  });
}

/** Overlapping merchants as one marker with their count; larger counts, a larger disc. */
export function clusterIcon(count: number): DivIcon {
  const size = count < 10 ? MERCHANT_MARKER_SIZE : count < 100 ? 48 : 52;
  return new MapMarkerIcon({
    name: clusterText(count),
    role: 'button',
    className: `${CLUSTER_MARKER_CLASS} ${styles.cluster ?? ''}`,
    size,
    text: String(count),
  });
}

/**
 * Where distances are measured from: the device (Current Location), or the market's centre when
 * the position is unknown, then labelled on the map so nobody takes it for their own position.
 */
export function locationMarkerIcon(known: boolean): DivIcon {
  const name = known ? MapMarkerText.currentLocation : MapMarkerText.marketCentre;
  const look = known ? styles.locationMarker : styles.marketCentreMarker;
  return new MapMarkerIcon({
    name,
    role: 'img',
    className: `${LOCATION_MARKER_CLASS} ${look ?? ''}`,
    size: LOCATION_MARKER_SIZE,
    text: known ? undefined : name,
  });
}
