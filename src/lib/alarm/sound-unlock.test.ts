// Whether sound is unlocked: probed before any play (a Web Audio context's first state), then
// known from each real play's outcome; a muted priming play says nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playSound } from './sound';
import { forgetSoundStateForTests, noteSoundPlayed, soundState } from './sound-unlock';

function audioContextStarting(state: 'running' | 'suspended') {
  vi.stubGlobal(
    'AudioContext',
    class {
      state = state;
      close = async () => undefined;
    },
  );
}

function element(outcome: 'plays' | 'refused', muted = false): HTMLAudioElement {
  const refusal = Object.assign(new Error('play() needs a tap'), { name: 'NotAllowedError' });
  return { dataset: {} as DOMStringMap, currentTime: 0, muted, play: () => (outcome === 'plays' ? Promise.resolve() : Promise.reject(refusal)) } as unknown as HTMLAudioElement;
}

beforeEach(() => forgetSoundStateForTests());
afterEach(() => vi.unstubAllGlobals());

describe('sound state', () => {
  it('before any play: blocked where a new audio context starts suspended, unlocked where it runs', () => {
    audioContextStarting('suspended');
    expect(soundState()).toBe('blocked');
    forgetSoundStateForTests();
    audioContextStarting('running');
    expect(soundState()).toBe('unlocked');
  });

  it('unknown without Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(soundState()).toBe('unknown');
  });

  it('a play the browser allows unlocks it; a refused one blocks it', async () => {
    audioContextStarting('suspended');
    expect(soundState()).toBe('blocked');
    expect(await playSound(element('plays'))).toBe(true);
    expect(soundState()).toBe('unlocked');
    expect(await playSound(element('refused'))).toBe(false);
    expect(soundState()).toBe('blocked');
  });

  it('a muted play (priming for iOS) changes nothing, nor a failure other than the autoplay refusal', async () => {
    audioContextStarting('suspended');
    expect(await playSound(element('plays', true))).toBe(true);
    expect(soundState()).toBe('blocked');
    forgetSoundStateForTests();
    audioContextStarting('running');
    noteSoundPlayed(false, 'NotSupportedError'); // a file that cannot play: not the autoplay rule
    expect(soundState()).toBe('unlocked');
  });
});
