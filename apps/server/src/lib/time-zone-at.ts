import tzLookup from '@photostructure/tz-lookup';

/** The IANA time zone of a place ("America/Chicago" for Austin), from a maintained boundary map. */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzLookup(latitude, longitude);
}
