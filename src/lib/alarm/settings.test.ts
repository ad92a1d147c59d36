// The alarm's sound settings: kept on the device and read back as saved, in another "session" too
// (a fresh read from storage), and what cannot be read falls back to the defaults field by field.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/testing/memory-storage';
import { ALARM_SETTINGS_KEY, DEFAULT_ALARM_SETTINGS, alarmSoundFile, forgetAlarmSettingsForTests, parseAlarmSettings, readAlarmSettings, saveAlarmSettings } from './settings';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  forgetAlarmSettingsForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('alarm settings', () => {
  it('start as the app always rang: the notification sound, full volume, vibration on', () => {
    expect(readAlarmSettings()).toEqual({ volume: 1, sound: 'classic', vibrate: true });
    expect(alarmSoundFile(readAlarmSettings().sound)).toBe('/notification.mp3');
  });

  it('are stored on the device and read back after a reload', () => {
    saveAlarmSettings({ sound: 'bell', volume: 0.6 });
    saveAlarmSettings({ vibrate: false });
    expect(JSON.parse(localStorage.getItem(ALARM_SETTINGS_KEY) ?? 'null')).toEqual({ sound: 'bell', volume: 0.6, vibrate: false });
    forgetAlarmSettingsForTests(); // a new page: nothing in memory
    expect(readAlarmSettings()).toEqual({ sound: 'bell', volume: 0.6, vibrate: false });
    expect(alarmSoundFile('bell')).toBe('/alarm-bell.mp3');
    expect(alarmSoundFile('beeps')).toBe('/alarm-beeps.mp3');
  });

  it('never go quieter than 20% nor louder than full', () => {
    expect(saveAlarmSettings({ volume: 0 }).volume).toBe(0.2);
    expect(saveAlarmSettings({ volume: 3 }).volume).toBe(1);
  });

  it('keep what they can read of a stored value and default the rest', () => {
    expect(parseAlarmSettings({ sound: 'siren', volume: 'loud', vibrate: false })).toEqual({ ...DEFAULT_ALARM_SETTINGS, vibrate: false });
    expect(parseAlarmSettings('garbage')).toEqual(DEFAULT_ALARM_SETTINGS);
    expect(parseAlarmSettings(undefined)).toEqual(DEFAULT_ALARM_SETTINGS);
    localStorage.setItem(ALARM_SETTINGS_KEY, '{not json');
    expect(readAlarmSettings()).toEqual(DEFAULT_ALARM_SETTINGS);
  });
});
