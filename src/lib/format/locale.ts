// The app's one locale for numbers, money and dates: Irish English (English words, day before
// month, a 24-hour clock, euros). Times are in the device's time zone. Every formatter of the app
// lives in src/lib/format and uses this, so a date reads the same on every screen.
export const APP_LOCALE = 'en-IE';
