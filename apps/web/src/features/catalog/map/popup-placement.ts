import type { PopupOptions } from 'leaflet';

/**
 * Where an info window may open: the map pans it clear of the floating buttons. Leaflet's zoom
 * buttons sit top left and the Categories and My location buttons top right, two 44 px buttons
 * each with their gaps; the window stays below them and off the edges.
 */
export const POPUP_PLACEMENT: PopupOptions = {
  autoPanPaddingTopLeft: [12, 128],
  autoPanPaddingBottomRight: [12, 12],
  // A narrow phone keeps a margin on both sides of the window.
  maxWidth: 272,
};
