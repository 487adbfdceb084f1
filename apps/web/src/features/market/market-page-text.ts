/** What My Location says beyond the spec's words (issue #32 items 2 and 12). */
export const MarketPageText = {
  intro: 'Choose the market whose merchants and coupons you want to see.',
  noMarket: 'No market selected yet.',
  loading: 'Loading your market…',
  /** MARKET-8: the dialog explains and goes back; the page claims nothing meanwhile. */
  loadFailed: 'Your market could not be loaded.',
  /** MARKET-6: the position is said to be unknown, not replaced by the default market (ADR 0035). */
  positionUnknown:
    'Your position is unknown: location is turned off or not allowed for Citybook on this device. Choose your market from the list instead.',
  /** Until a position is found, lists measure distances from the market's centre (ADR 0035). */
  distancesFromCentre:
    'Without your position, distances in the lists are measured from the centre of the market you choose, not from where you are.',
} as const;
