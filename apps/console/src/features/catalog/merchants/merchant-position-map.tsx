// Leaflet's styles before ours, so the pin's rules are not outweighed by its marker rules.
import 'leaflet/dist/leaflet.css';
import { DivIcon, Map as LeafletMap, Marker, TileLayer } from 'leaflet';
import type { LatLngExpression, LeafletMouseEvent } from 'leaflet';
import { useEffect, useRef } from 'react';
import styles from './merchant-position-map.module.css';

/** A position as the form holds it; undefined while the fields hold no valid pair. */
export interface MapPosition {
  latitude: number;
  longitude: number;
}

export interface MerchantPositionMapProps {
  tileUrl: string;
  tileAttribution: string;
  /** Where the pin stands: the typed latitude and longitude, when they make a position. */
  position: MapPosition | undefined;
  /** Where the map looks while there is no pin yet (the market's centre). */
  around: MapPosition | undefined;
  /** A click on the map or a dragged pin: the form's fields take the position. */
  onPick: (position: MapPosition) => void;
  /** The map's name, read by screen readers (the typed fields are the keyboard's way). */
  label: string;
}

const PIN_SIZE = 32;
const PIN_ZOOM = 16;
/** The contiguous United States, when neither a position nor a market says where to look. */
const NOWHERE: MapPosition = { latitude: 39.5, longitude: -98.35 };

/** Six decimals: about 10 cm, more than a shop's door needs. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
const point = ({ latitude, longitude }: MapPosition): LatLngExpression => [latitude, longitude];

/**
 * OPERATOR-10: a merchant's position set by a pin on the map: a click puts the pin there and
 * dragging moves it, each giving the form's latitude and longitude; typing them moves the pin.
 * Plain Leaflet, loaded only with the merchant editor (React.lazy), with the member map's tiles.
 */
export default function MerchantPositionMap({
  tileUrl,
  tileAttribution,
  position,
  around,
  onPick,
  label,
}: MerchantPositionMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap>(undefined);
  const pin = useRef<Marker>(undefined);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const start = position ?? around;
    const created = new LeafletMap(element, {
      center: point(start ?? NOWHERE),
      zoom: position ? PIN_ZOOM : start ? 12 : 4,
    });
    new TileLayer(tileUrl, { attribution: tileAttribution }).addTo(created);
    const marker = new Marker(point(start ?? NOWHERE), {
      draggable: true,
      // The fields are the keyboard's way to move it: a pin in the Tab order could not move.
      keyboard: false,
      icon: new DivIcon({
        className: styles.pin,
        iconSize: [PIN_SIZE, PIN_SIZE],
        iconAnchor: [PIN_SIZE / 2, PIN_SIZE],
      }),
    });
    const report = (at: { lat: number; lng: number }) =>
      pick.current({ latitude: rounded(at.lat), longitude: rounded(at.lng) });
    marker.on('dragend', () => report(marker.getLatLng()));
    created.on('click', (event: LeafletMouseEvent) => {
      marker.setLatLng(event.latlng);
      if (!created.hasLayer(marker)) marker.addTo(created);
      report(event.latlng);
    });
    if (position) marker.addTo(created);
    map.current = created;
    pin.current = marker;
    // Leaflet follows the window's size only; the form's column can change without it.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => created.invalidateSize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      created.remove();
      map.current = undefined;
      pin.current = undefined;
    };
    // The map is made once; positions and tiles that change later are followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const latitude = position?.latitude;
  const longitude = position?.longitude;
  useEffect(() => {
    const created = map.current;
    const marker = pin.current;
    if (!created || !marker) return;
    if (latitude === undefined || longitude === undefined) {
      marker.remove();
      return;
    }
    const at: LatLngExpression = [latitude, longitude];
    marker.setLatLng(at);
    if (!created.hasLayer(marker)) marker.addTo(created);
    // Typed numbers move the pin; the map follows when it leaves the view.
    if (!created.getBounds().contains(at)) created.setView(at, Math.max(created.getZoom(), 12));
  }, [latitude, longitude]);

  const aroundLatitude = around?.latitude;
  const aroundLongitude = around?.longitude;
  useEffect(() => {
    const created = map.current;
    if (!created || aroundLatitude === undefined || aroundLongitude === undefined) return;
    if (latitude !== undefined && longitude !== undefined) return;
    created.setView([aroundLatitude, aroundLongitude], 12);
    // Only a new market moves the map; a pin placed later keeps it where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aroundLatitude, aroundLongitude]);

  useEffect(() => {
    const element = map.current?.getContainer();
    // Leaflet makes the container focusable for panning with the arrows; it needs a name too.
    element?.setAttribute('role', 'region');
    element?.setAttribute('aria-label', label);
  }, [label]);

  return <div ref={container} className={styles.map} />;
}
