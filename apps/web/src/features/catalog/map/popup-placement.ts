import type { PopupOptions } from 'leaflet';

/**
 * Where an info window may open: the map pans it clear of its edges. The map's buttons are in the
 * bar above it (issue #32 item 6), so nothing of the page lies over the window.
 */
export const POPUP_PLACEMENT: PopupOptions = {
  autoPanPaddingTopLeft: [12, 12],
  autoPanPaddingBottomRight: [12, 12],
  // A narrow phone keeps a margin on both sides of the window.
  maxWidth: 272,
};
