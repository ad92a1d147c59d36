// The kitchen's map location: the link that opens typed coordinates in a map, and the device's
// current position (Geolocation) with a plain reason when it cannot be had.
//
// The link is OpenStreetMap's https address, not a geo: URI: on a desktop a geo: link opens nothing
// (no app handles it), while the https link opens the map in any browser and, on a phone, in a map
// app that claims openstreetmap.org links (OsmAnd, Organic Maps) or else in the browser.

export type Coordinates = { latitude: number; longitude: number };

/** The coordinates typed, when both are numbers in range; null otherwise. */
export function typedCoordinates(latitude: string, longitude: string): Coordinates | null {
  const read = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.')));
  const lat = read(latitude);
  const lon = read(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { latitude: lat, longitude: lon };
}

export function mapLink({ latitude, longitude }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** Six decimals: about 10 cm, more than a phone's fix is worth. */
export const rounded = (degrees: number): string => String(Math.round(degrees * 1e6) / 1e6);

export type LocationProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export function locationProblemOf(error: { code: number }): LocationProblem {
  // GeolocationPositionError: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
  if (error.code === 1) return 'denied';
  if (error.code === 3) return 'timeout';
  return 'unavailable';
}

export const LOCATION_TIMEOUT_MS = 15_000;

export class LocationError extends Error {
  constructor(readonly problem: LocationProblem) {
    super(`The current location could not be had: ${problem}`);
  }
}

/** The device's position now, or why not (a LocationError). */
export type Fix = Coordinates & { accuracy: number };

export function currentPosition(geolocation: Geolocation | null = typeof navigator === 'undefined' ? null : (navigator.geolocation ?? null)): Promise<Fix> {
  return new Promise((resolve, reject: (error: LocationError) => void) => {
    if (!geolocation) {
      reject(new LocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
        }),
      (error) => reject(new LocationError(locationProblemOf(error))),
      {
        enableHighAccuracy: true,
        timeout: LOCATION_TIMEOUT_MS,
        maximumAge: 60_000,
      },
    );
  });
}
