// Playing the alarm's sounds (the new-order alarm, the cancel alert, "Test the alarm"). Each try is
// recorded on the element (data-last-played) and a refusal too (data-play-error), so tests and the
// chef's support can see what happened; the promise says whether the browser let it play (false:
// blocked until the chef taps the page), and the outcome tells whether sound is unlocked
// (sound-unlock.ts).
import { noteSoundPlayed } from './sound-unlock';

export async function playSound(audio: HTMLAudioElement | null, fromStart = true): Promise<boolean> {
  if (!audio) return false;
  audio.dataset.lastPlayed = String(Date.now());
  if (fromStart) audio.currentTime = 0;
  try {
    await audio.play();
    delete audio.dataset.playError;
    if (!audio.muted) noteSoundPlayed(true);
    return true;
  } catch (error) {
    audio.dataset.playError = error instanceof Error ? error.name : 'Error';
    if (!audio.muted) noteSoundPlayed(false, audio.dataset.playError);
    return false;
  }
}

export function stopSound(audio: HTMLAudioElement | null): void {
  if (!audio) return;
  audio.pause();
  audio.currentTime = 0;
}

/**
 * Safari (iOS) plays an element only after one play() inside a tap: prime an element that has not
 * sounded yet, muted, and stop it at once, so it can ring later without a tap.
 */
export function primeSound(audio: HTMLAudioElement | null): void {
  if (!audio || audio.dataset.lastPlayed || !audio.paused) return;
  audio.muted = true;
  void audio
    .play()
    .then(() => {
      if (audio.dataset.lastPlayed) return; // a real sound started meanwhile
      audio.pause();
      audio.currentTime = 0;
    })
    .catch(() => undefined)
    .finally(() => {
      audio.muted = false;
    });
}
