import { Geolocation } from '@capacitor/geolocation';
import type { NativeEvent } from '../incoming.ts';

/** APP-11 RequestLocation: the device position, or "unavailable" when denied or not found. */
export async function currentLocation(): Promise<NativeEvent> {
  try {
    const { coords } = await Geolocation.getCurrentPosition({ enableHighAccuracy: false });
    return { type: 'Location', latitude: coords.latitude, longitude: coords.longitude };
  } catch {
    return { type: 'LocationUnavailable' };
  }
}
