// "Test the alarm": plays the new-order alarm's sound (the chef's sound and volume, through the same
// playSound as the alarm, src/lib/alarm) on an element of its own, looping for a few seconds or
// until stopped, with the vibration when it is on. Tapped, the play is also what unlocks sound for
// a browser that wants a tap first; a shorter play is the "Tap to enable sound" fix.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAlarmSettings } from '@/lib/alarm/settings';
import { playSound, stopSound } from '@/lib/alarm/sound';
import { useAlarmSound } from '@/lib/alarm/use-alarm-sound';
import { startVibrating } from '@/lib/alarm/vibration';

/** Long enough to hear the sound loop a few times and find the phone. */
export const TEST_MS = 6_000;
/** The "Tap to enable sound" fix: one short ring, so the chef hears that it worked. */
export const ENABLE_MS = 1_500;

export function useAlarmTest() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const file = useAlarmSound(audioRef);
  const { vibrate } = useAlarmSettings();
  const [ringing, setRinging] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const stopCurrent = useRef<() => void>(() => undefined);

  const stop = useCallback(() => stopCurrent.current(), []);

  const start = useCallback(
    async (ms: number = TEST_MS) => {
      stopCurrent.current();
      const audio = audioRef.current;
      if (!audio) return;
      // play() runs before the first await: inside the tap, as browsers want.
      const played = await playSound(audio);
      setBlocked(!played);
      if (!played) return;
      setRinging(true);
      const stopVibrating = vibrate ? startVibrating() : () => undefined;
      const finish = () => {
        clearTimeout(timer);
        stopVibrating();
        stopSound(audio);
        setRinging(false);
        stopCurrent.current = () => undefined;
      };
      const timer = setTimeout(finish, ms);
      stopCurrent.current = finish;
    },
    [vibrate],
  );

  useEffect(() => () => stopCurrent.current(), []);

  return { audioRef, file, ringing, blocked, start, stop };
}
