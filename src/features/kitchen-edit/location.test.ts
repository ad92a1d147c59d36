import { describe, expect, it } from 'vitest';
import { currentPosition, LocationError, mapLink, rounded, typedCoordinates } from './location';

describe('typedCoordinates', () => {
  it('reads typed degrees, a decimal comma too', () => {
    expect(typedCoordinates('54.6872', '25,2797')).toEqual({
      latitude: 54.6872,
      longitude: 25.2797,
    });
  });

  it('is null when either is missing or out of range', () => {
    expect(typedCoordinates('', '25')).toBeNull();
    expect(typedCoordinates('91', '25')).toBeNull();
    expect(typedCoordinates('54', '-181')).toBeNull();
    expect(typedCoordinates('north', '25')).toBeNull();
  });
});

it('links the coordinates to OpenStreetMap with a marker', () => {
  expect(mapLink({ latitude: 54.6872, longitude: 25.2797 })).toBe('https://www.openstreetmap.org/?mlat=54.6872&mlon=25.2797#map=17/54.6872/25.2797');
});

it('rounds a fix to six decimals', () => {
  expect(rounded(54.687212345)).toBe('54.687212');
});

describe('currentPosition', () => {
  const failingWith = (code: number): Geolocation => ({
    getCurrentPosition: (_ok, fail) =>
      fail?.({
        code,
        message: '',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      }),
    watchPosition: () => 0,
    clearWatch: () => undefined,
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('says why when the device answers code %i', async (code, problem) => {
    await expect(currentPosition(failingWith(code))).rejects.toMatchObject({
      problem,
    });
  });

  it('says unsupported without Geolocation', async () => {
    await expect(currentPosition(null)).rejects.toBeInstanceOf(LocationError);
  });
});
