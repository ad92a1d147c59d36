// The alarm's service mode: the kitchen screen's "Alarm" card (can this phone ring, the fixes, the
// test, the sound settings, the screen kept awake while the kitchen is open) and the active orders
// screen's "Test the alarm"; routes put them on those screens. English texts: namespace `alarm`.
export { KitchenAlarm } from './KitchenAlarm';
export { RingWarning } from './RingWarning';
export { TestAlarmButton } from './TestAlarmButton';
export { alarmEn } from './i18n.en';
