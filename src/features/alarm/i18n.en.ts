// English texts of the alarm's service mode (namespace `alarm`, loaded with the kitchen and the
// active orders routes): the checks of whether this phone can ring, their fixes, the test and the
// sound settings.
export const alarmEn = {
  heading: 'Alarm',
  ready: 'This phone can ring for new orders.',
  test: 'Test the alarm',
  stopTest: 'Stop the test',
  ringing: 'Ringing: this is how a new order sounds.',
  testBlocked: 'The browser kept the test silent: tap "Tap to enable sound".',
  settings: 'Sound settings',
  warning: {
    title: 'This phone may not ring for new orders',
    message: 'Fix what the Alarm card marks, then test the alarm.',
    show: 'Show how to fix',
  },
  checks: {
    label: 'Can this phone ring?',
    notifications: {
      granted: 'Notifications allowed',
      default: 'Notifications not allowed yet',
      denied: 'Notifications blocked',
      unsupported: 'This browser cannot show notifications',
    },
    push: {
      registered: 'Push registered: orders reach this phone with the app closed',
      'not-registered': 'Push not registered on this phone',
      'needs-install': 'Push needs the app installed: in the browser menu, tap "Install app" or "Add to Home Screen"',
      'old-ios': 'Push needs iOS 16.4 or newer',
      unsupported: 'This browser cannot receive push',
      off: 'Push is not set up on this server: keep the app open to hear orders',
    },
    sound: {
      unlocked: 'Sound on: the alarm rings by itself',
      blocked: 'Sound blocked: the browser needs a tap first',
      unknown: 'Sound not checked yet: test the alarm',
    },
    awake: {
      held: 'Screen stays on while the kitchen is open',
      off: 'Screen may sleep: the kitchen is closed',
      refused: 'Screen may sleep: this browser cannot keep it on',
    },
    ok: 'OK',
    problem: 'Needs fixing',
  },
  fix: {
    allowNotifications: 'Allow notifications',
    registerPush: 'Register this phone',
    enableSound: 'Tap to enable sound',
  },
  settingsDialog: {
    title: 'Sound settings',
    description: 'Kept on this phone. The phone’s own volume still applies.',
    volume: 'Volume',
    volumeValue: '{{percent}} %',
    sound: 'Sound',
    sounds: {
      classic: 'Chime',
      bell: 'Bell',
      beeps: 'Kitchen timer',
    },
    vibrate: 'Vibrate',
    vibrateHint: 'On phones that can vibrate (not iPhone).',
    hear: 'Hear it',
    close: 'Close',
    done: 'Done',
  },
  testDialog: {
    title: 'Alarm test',
    close: 'Close',
  },
};
