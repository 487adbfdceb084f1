import { DivIcon } from 'leaflet';
import styles from './map-markers.module.css';

/** Queryable by tests and e2e: one element with this class per merchant marker. */
export const MERCHANT_MARKER_CLASS = 'citybook-marker';
export const LOCATION_MARKER_CLASS = 'citybook-location-marker';
export const CURRENT_LOCATION_TITLE = 'Current Location';

const MERCHANT_MARKER_SIZE = 36;
const LOCATION_MARKER_SIZE = 20;

interface MarkerLook {
  /** The accessible name; Leaflet itself only sets the title attribute. */
  name: string;
  className: string;
  size: number;
  /** Leaflet makes keyboard-reachable markers buttons; others need a role to carry a name. */
  role?: 'img';
  /** Decorative: the name already says what the marker is. */
  imageUrl?: string | undefined;
}

/**
 * A marker drawn with the page's own elements and styles: Leaflet's default marker images are
 * not used (bundlers break their paths), and building the element here needs no HTML strings.
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
    const { name, role, imageUrl } = this.#look;
    element.setAttribute('aria-label', name);
    if (role) element.setAttribute('role', role);
    if (imageUrl) {
      const image = document.createElement('img');
      image.src = imageUrl;
      image.alt = '';
      image.className = styles.markerImage ?? '';
      element.append(image);
    }
    return element;
  }
}

/** A merchant's marker shows its category's icon (or a plain dot for an unknown category). */
export function merchantMarkerIcon(name: string, categoryIconUrl: string | undefined): DivIcon {
  const look = categoryIconUrl ? styles.merchantMarker : styles.merchantDot;
  return new MapMarkerIcon({
    name,
    className: `${MERCHANT_MARKER_CLASS} ${look ?? ''}`,
    size: MERCHANT_MARKER_SIZE,
    imageUrl: categoryIconUrl,
  });
}

export function locationMarkerIcon(): DivIcon {
  return new MapMarkerIcon({
    name: CURRENT_LOCATION_TITLE,
    role: 'img',
    className: `${LOCATION_MARKER_CLASS} ${styles.locationMarker ?? ''}`,
    size: LOCATION_MARKER_SIZE,
  });
}
