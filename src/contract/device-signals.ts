// What the app and the server tell each other about a device outside the bodies: the header by
// which the app says whether it runs installed, and the 401 message of a device signed out from
// another one. No valibot here: the API client reads these in the app's first load.

/** The request header the app sends: `standalone` when installed, `browser` otherwise. */
export const appDisplayHeader = 'X-App-Display';
export const appDisplays = ['standalone', 'browser'] as const;
export type AppDisplay = (typeof appDisplays)[number];

/** The 401 message for a token whose device was signed out from another device (DELETE
 * /chef/devices/{id}): the app then forgets the chef's data, as a logout does. Any other 401
 * (an expired sign-in) keeps it for the work not sent yet. */
export const signedOutDeviceMessage = 'This device was signed out.';
