// Words shared by every screen.
export const common = {
  appName: 'Home Kitchen Chef',
  error: 'Error',
  success: 'Success',
  unknownError: 'Unknown error',
  cancel: 'Cancel',
  save: 'Save',
  close: 'Close',
  loading: 'Loading…',
  updateAvailable: 'A new version of the app is available.',
  updateNow: 'Update now',
  /** A screen that could not load what it shows (src/ui/LoadProblem.tsx); the screen says what. */
  loadProblem: {
    checkConnection: 'Check your connection.',
    offline: 'You are offline. It loads by itself when the connection is back.',
    retry: 'Try again',
  },
  logoutSuccess: 'Logged Out',
  logoutSuccessMessage: 'You have been logged out successfully.',
};
