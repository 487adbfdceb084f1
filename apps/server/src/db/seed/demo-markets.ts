/**
 * Demo markets: real US city centres; each market's area is a circle around its centre, and its
 * time zone the one of that centre (where offers' rules are judged).
 */
export const demoMarkets = [
  {
    slug: 'austin',
    title: 'Austin, TX',
    latitude: 30.2672,
    longitude: -97.7431,
    radius_miles: 30,
    timeZone: 'America/Chicago',
  },
  {
    slug: 'denver',
    title: 'Denver, CO',
    latitude: 39.7392,
    longitude: -104.9903,
    radius_miles: 30,
    timeZone: 'America/Denver',
  },
  {
    slug: 'nashville',
    title: 'Nashville, TN',
    latitude: 36.1627,
    longitude: -86.7816,
    radius_miles: 30,
    timeZone: 'America/Chicago',
  },
  {
    slug: 'portland',
    title: 'Portland, OR',
    latitude: 45.5152,
    longitude: -122.6784,
    radius_miles: 30,
    timeZone: 'America/Los_Angeles',
  },
] as const;

/** The guest account browses this market. */
export const GUEST_MARKET_SLUG = 'austin';
