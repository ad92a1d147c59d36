// Gives an alarm <audio> element the chef's sound settings (settings.ts): its volume, and the
// chosen sound as the file to put in `src`. The new-order alarm and "Test the alarm" both use it,
// so the test plays exactly what an order would.
import { useEffect, type RefObject } from 'react';
import { alarmSoundFile, useAlarmSettings } from './settings';
import { playSound } from './sound';

export function useAlarmSound(ref: RefObject<HTMLAudioElement | null>): string {
  const { sound, volume } = useAlarmSettings();
  useEffect(() => {
    if (ref.current) ref.current.volume = volume;
  }, [ref, volume]);
  useEffect(() => {
    // A new src stops the element: an alarm ringing when the chef picks another sound rings on.
    const audio = ref.current;
    if (audio?.dataset.ringing === 'true' && audio.paused) void playSound(audio);
  }, [ref, sound]);
  return alarmSoundFile(sound);
}
