import { MapPage } from '../../features/catalog/map/map-page.tsx';
import { marketQueryOptions } from '../../features/market/api/get-market.ts';

/** /offers/map: the catalogue's map, starting at the centre of the market (the market's query). */
export function MapRoute() {
  return <MapPage marketQuery={marketQueryOptions} />;
}
