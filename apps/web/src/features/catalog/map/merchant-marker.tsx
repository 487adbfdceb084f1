import type { Merchant } from '@citybook/contract';
import { memo, useMemo } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { merchantMarkerIcon } from './marker-icons.ts';
import { MerchantSummary } from './merchant-summary.tsx';
import { popupFocusHandlers } from './popup-focus.ts';

interface MerchantMarkerProps {
  merchant: Merchant;
  categoryIconUrl: string | undefined;
}

/** One marker per location; selecting it (click, or Enter when focused) opens its summary. */
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
      eventHandlers={popupFocusHandlers}
    >
      <Popup>
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
