// English texts of the install prompt (namespace `install`): the install card and the iOS
// instructions (spec section 2).
export const installEn = {
  card: {
    title: 'Install the app',
    text: 'Add Home Kitchen Chef to your home screen and open it like any other app.',
    benefits: {
      fast: 'Fast loading, even on a weak connection',
      noBar: 'No browser bar: the whole screen for your orders',
    },
    install: 'Install',
    later: 'Later',
  },
  ios: {
    title: 'Add the app to your home screen',
    text: 'Safari installs the app in three taps:',
    steps: {
      share: 'Tap the Share button in the toolbar.',
      add: 'Choose Add to Home Screen.',
      confirm: 'Tap Add.',
    },
    later: 'Later',
  },
};
