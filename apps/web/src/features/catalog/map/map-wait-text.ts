/** Issue #15: a position that does not come must not hold the map back for long. */
export const MapWaitText = {
  /** After this long without the device position, the map may open without it. */
  slowAfterMs: 4000,
  loading: 'Loading map…',
  progress: 'Loading the map',
  slow: 'Your location has not come yet.',
  withoutLocation: 'Show the map without my location',
} as const;
