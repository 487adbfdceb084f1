/** The map's markers and its way around them for keyboard users (issue #15 item 22). */
export const MapMarkerText = {
  /** Spec "Other screens" → Map: the centre marker when the device's position is known. */
  currentLocation: 'Current Location',
  /** The centre marker when the position is unknown: the map starts at the market's centre. */
  marketCentre: 'Market centre',
  /** The first stop on the map page: markers are not Tab stops, the list is the keyboard path. */
  skipToList: 'Skip the map: go to the list of merchants',
} as const;

/** A cluster of overlapping markers; selecting it zooms in until they come apart. */
export function clusterText(count: number): string {
  return `${String(count)} merchants here: zoom in`;
}
