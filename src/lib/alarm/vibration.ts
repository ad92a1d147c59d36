// The alarm's vibration, where the phone has it (navigator.vibrate: Android; not iOS): a pattern
// repeated while the alarm rings, since one call vibrates only once.
export const ALARM_VIBRATION = [400, 200, 400, 200, 400];
const REPEAT_MS = 2_500;

/** Starts vibrating; the function returned stops it. Nothing happens where there is no vibration. */
export function startVibrating(): () => void {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return () => undefined;
  const buzz = () => navigator.vibrate(ALARM_VIBRATION);
  buzz();
  const timer = setInterval(buzz, REPEAT_MS);
  return () => {
    clearInterval(timer);
    navigator.vibrate(0);
  };
}
