// The alarm's sound settings, kept on this device (localStorage, like the push data): which sound
// rings for a new order, how loud, and whether the phone vibrates. Device settings, not the chef's:
// they stay on the phone across sign-outs, as a ringtone would. Every alarm element reads them
// (use-alarm-sound.ts); a change shows in every open tab at once (the `storage` event).
import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '@/lib/storage';

export const ALARM_SOUNDS = ['classic', 'bell', 'beeps'] as const;
export type AlarmSound = (typeof ALARM_SOUNDS)[number];

const SOUND_FILES: Record<AlarmSound, string> = {
  classic: '/notification.mp3',
  bell: '/alarm-bell.mp3',
  beeps: '/alarm-beeps.mp3',
};

export const alarmSoundFile = (sound: AlarmSound): string => SOUND_FILES[sound];

/** The quietest the alarm may be set: a new order must never ring silently by a slip of the slider. */
export const MIN_ALARM_VOLUME = 0.2;

export type AlarmSettings = {
  /** 0.2 to 1, the element's volume (the phone's own volume still applies). */
  volume: number;
  sound: AlarmSound;
  vibrate: boolean;
};

export const DEFAULT_ALARM_SETTINGS: AlarmSettings = { volume: 1, sound: 'classic', vibrate: true };

export const ALARM_SETTINGS_KEY = 'alarm_settings';

const isSound = (value: unknown): value is AlarmSound => ALARM_SOUNDS.some((sound) => sound === value);

/** What is stored, each field checked on its own: a stored value this version cannot read falls back to its default. */
export function parseAlarmSettings(stored: unknown): AlarmSettings {
  const saved = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const volume = typeof saved.volume === 'number' && Number.isFinite(saved.volume) ? Math.min(1, Math.max(MIN_ALARM_VOLUME, saved.volume)) : DEFAULT_ALARM_SETTINGS.volume;
  return {
    volume,
    sound: isSound(saved.sound) ? saved.sound : DEFAULT_ALARM_SETTINGS.sound,
    vibrate: typeof saved.vibrate === 'boolean' ? saved.vibrate : DEFAULT_ALARM_SETTINGS.vibrate,
  };
}

const listeners = new Set<() => void>();
let current: AlarmSettings | null = null;

export function readAlarmSettings(): AlarmSettings {
  current ??= parseAlarmSettings(readJson(ALARM_SETTINGS_KEY));
  return current;
}

export function saveAlarmSettings(change: Partial<AlarmSettings>): AlarmSettings {
  const next = parseAlarmSettings({ ...readAlarmSettings(), ...change });
  writeJson(ALARM_SETTINGS_KEY, next);
  current = next;
  for (const listener of listeners) listener();
  return next;
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ALARM_SETTINGS_KEY && event.key !== null) return;
    current = null; // another tab changed them: read again
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The settings, re-rendering when they change here or in another tab. */
export function useAlarmSettings(): AlarmSettings {
  return useSyncExternalStore(subscribe, readAlarmSettings, () => DEFAULT_ALARM_SETTINGS);
}

/** Tests: forget what was read, so the next read is from storage. */
export function forgetAlarmSettingsForTests(): void {
  current = null;
}
