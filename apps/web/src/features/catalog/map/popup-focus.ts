import type { LeafletEventHandlerFnMap, Marker } from 'leaflet';

// Scrolling the map's container to a focused element would misplace every layer.
const noScroll = { preventScroll: true };

/**
 * A keyboard user lands in the info window they opened (it sits after every marker in the tab
 * order), and back on its marker once it closes.
 */
export const popupFocusHandlers: LeafletEventHandlerFnMap = {
  popupopen: ({ popup }) => {
    // The summary is rendered by React into the popup just after it opens.
    setTimeout(() => {
      popup
        .getElement()
        ?.querySelector<HTMLElement>('.leaflet-popup-content a[href]')
        ?.focus(noScroll);
    }, 0);
  },
  popupclose: ({ popup, target }) => {
    const focused = document.activeElement;
    const lostFocus = focused === null || focused === document.body;
    if (lostFocus || popup.getElement()?.contains(focused)) {
      (target as Marker).getElement()?.focus(noScroll);
    }
  },
};
