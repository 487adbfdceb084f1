import { memo, useMemo } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { merchantMarkerIcon } from './marker-icons.ts';
import { MerchantSummary } from './merchant-summary.tsx';
import { POPUP_PLACEMENT } from './popup-placement.ts';
import type { ShownMerchant } from './shown-merchants.ts';
import { popupFocusHandlers } from './popup-focus.ts';

interface MerchantMarkerProps {
  merchant: ShownMerchant;
  categoryIconUrl: string | undefined;
}

/**
 * One marker per location; selecting it opens its summary. Not a Tab stop: hundreds of them would
 * bury the page's controls, and the list under the map is the keyboard path to every merchant.
 */
export const MerchantMarker = memo(function MerchantMarker({
  merchant,
  categoryIconUrl,
}: MerchantMarkerProps) {
  const icon = useMemo(
    () => merchantMarkerIcon(merchant.title, categoryIconUrl),
    [merchant.title, categoryIconUrl],
  );
  const position = useMemo(
    () => [merchant.latitude, merchant.longitude] as [number, number],
    [merchant.latitude, merchant.longitude],
  );
  const map = useMap();
  return (
    <Marker
      position={position}
      icon={icon}
      title={merchant.title}
      keyboard={false}
      eventHandlers={popupFocusHandlers}
    >
      <Popup {...POPUP_PLACEMENT}>
        {/* Leaflet's own Escape handling only works while the map itself has focus. */}
        <div
          onKeyDown={(event) => {
            if (event.key === 'Escape') map.closePopup();
          }}
        >
          <MerchantSummary merchant={merchant} />
        </div>
      </Popup>
    </Marker>
  );
});
