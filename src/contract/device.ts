// Signed-in devices (docs/api.md, "Signed-in devices"): each sign-in of the chef is a device,
// listed with its browser and platform, whether the app runs installed, when it was last seen,
// whether it gets pushes, and whether it rings for new orders. The app reports whether it runs
// installed on every request in the `X-App-Display` header.
import * as v from 'valibot';

export * from './device-signals.ts';

export const deviceBrowsers = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'other'] as const;
export const devicePlatforms = ['Android', 'iOS', 'macOS', 'Windows', 'Linux', 'other'] as const;
export type DeviceBrowser = (typeof deviceBrowsers)[number];
export type DevicePlatform = (typeof devicePlatforms)[number];

export const deviceSchema = v.object({
  /** The sign-in's id (never its token). */
  id: v.pipe(v.number(), v.integer()),
  browser: v.picklist(deviceBrowsers),
  platform: v.picklist(devicePlatforms),
  installed: v.boolean(),
  /** ISO 8601; the sign-in's time until its first later request. */
  last_seen_at: v.string(),
  signed_in_at: v.string(),
  /** A push token is registered from this sign-in. */
  push: v.boolean(),
  rings_for_orders: v.boolean(),
  /** The device that asks. */
  current: v.boolean(),
});
export type Device = v.InferOutput<typeof deviceSchema>;

export const deviceListSchema = v.array(deviceSchema);

export const deviceUpdateRequestSchema = v.strictObject({
  rings_for_orders: v.boolean(),
});
export type DeviceUpdateRequest = v.InferOutput<typeof deviceUpdateRequestSchema>;
