import { describe, expect, it } from 'vitest';
import { addressLines, clockWhen, countdown, isPastMidnight, kitchenState, lastWaiting, mapUrl, nextOpeningWhen, pauseEndLook } from './kitchen-look';

// 2026-11-23 12:00 in Vilnius (UTC+2 in winter).
const NOON = Date.parse('2026-11-23T10:00:00Z');
const MIN = 60_000;

describe('kitchen state', () => {
  it('is closed when closed, paused while a pause runs, and open again once it has ended', () => {
    const pause = {
      reason: 'chef' as const,
      since: new Date(NOON - 5 * MIN).toISOString(),
      until: new Date(NOON + 10 * MIN).toISOString(),
    };
    expect(kitchenState({ is_open: false, pause: null }, NOON)).toBe('closed');
    expect(kitchenState({ is_open: true, pause: null }, NOON)).toBe('open');
    expect(kitchenState({ is_open: true, pause }, NOON)).toBe('paused');
    expect(kitchenState({ is_open: true, pause }, NOON + 10 * MIN)).toBe('open');
    expect(kitchenState({ is_open: true, pause: { ...pause, reason: 'offline', until: null } }, NOON + 600 * MIN)).toBe('paused');
    expect(kitchenState({ is_open: false, pause }, NOON)).toBe('closed');
  });
});

describe('the card', () => {
  it('writes the address as street and town lines, leaving out what is missing', () => {
    expect(
      addressLines({
        main_street: 'Gedimino pr. 1',
        building_details: 'Apt. 2',
        postal_code: 'LT-01103',
        city: 'Vilnius',
      }),
    ).toEqual(['Gedimino pr. 1, Apt. 2', 'LT-01103 Vilnius']);
    expect(
      addressLines({
        main_street: 'Gedimino pr. 1',
        building_details: null,
        postal_code: null,
        city: 'Vilnius',
      }),
    ).toEqual(['Gedimino pr. 1', 'Vilnius']);
    expect(
      addressLines({
        main_street: null,
        building_details: null,
        postal_code: null,
        city: null,
      }),
    ).toEqual([]);
  });

  it('reads a closing time before the opening one as past midnight', () => {
    expect(isPastMidnight('18:00', '02:00')).toBe(true);
    expect(isPastMidnight('10:00', '22:00')).toBe(false);
  });

  it('links the coordinates to a map', () => {
    expect(mapUrl(54.6872, 25.2797)).toBe('https://www.google.com/maps/search/?api=1&query=54.6872,25.2797');
  });
});

describe('when a pause ends', () => {
  it('counts down in mm:ss within the hour, h:mm:ss beyond, never below zero', () => {
    expect(countdown(15 * MIN)).toBe('15:00');
    expect(countdown(4 * MIN + 5_000)).toBe('04:05');
    expect(countdown(4 * MIN + 4_001)).toBe('04:05');
    expect(countdown(61 * MIN)).toBe('1:01:00');
    expect(countdown(-3_000)).toBe('00:00');
  });

  it('shows a countdown for a short pause and the kitchen clock with its day for a long one', () => {
    expect(pauseEndLook(new Date(NOON + 15 * MIN).toISOString(), NOON)).toMatchObject({
      kind: 'countdown',
      left: '15:00',
      at: { time: '12:15', day: 'today' },
    });
    expect(pauseEndLook(new Date(NOON + 60 * MIN).toISOString(), NOON)).toMatchObject({ kind: 'countdown', left: '60:00' });
    // Until tomorrow's opening at 10:00 in Vilnius = 08:00 UTC.
    expect(pauseEndLook('2026-11-24T08:00:00Z', NOON)).toEqual({
      kind: 'clock',
      at: { time: '10:00', day: 'tomorrow', weekday: 'Tuesday' },
    });
    expect(pauseEndLook(null, NOON)).toEqual({ kind: 'resume' });
  });

  it('counts days on the kitchen clock, not the device clock', () => {
    // 23:30 in Vilnius is 21:30 UTC: 00:30 in Vilnius an hour later is tomorrow there.
    const lateEvening = Date.parse('2026-11-23T21:30:00Z');
    expect(clockWhen(lateEvening + 60 * MIN, lateEvening)).toMatchObject({
      time: '00:30',
      day: 'tomorrow',
    });
    expect(clockWhen(lateEvening + 3 * 24 * 60 * MIN, lateEvening).day).toBe('later');
  });

  it('labels "until opening" with the next opening time: today before it, tomorrow after it', () => {
    expect(nextOpeningWhen('10:00', NOON)).toMatchObject({
      time: '10:00',
      day: 'tomorrow',
    });
    expect(nextOpeningWhen('18:00', NOON)).toMatchObject({
      time: '18:00',
      day: 'today',
    });
    expect(nextOpeningWhen(null, NOON)).toBeNull();
  });
});

describe('lastWaiting', () => {
  const kinds = ['pauseKitchen', 'resumeKitchen'] as const;
  it('is the last tapped of the pair still waiting to be sent', () => {
    expect(lastWaiting([{ kind: 'pauseKitchen' }], kinds)).toBe('pauseKitchen');
    expect(lastWaiting([{ kind: 'pauseKitchen' }, { kind: 'setKitchenOpen' }, { kind: 'resumeKitchen' }], kinds)).toBe('resumeKitchen');
    expect(lastWaiting([{ kind: 'resumeKitchen' }, { kind: 'pauseKitchen' }, { kind: 'setKitchenBusy' }], kinds)).toBe('pauseKitchen');
  });

  it('is null when none of the pair waits', () => {
    expect(lastWaiting([], kinds)).toBeNull();
    expect(lastWaiting([{ kind: 'setKitchenBusy' }, { kind: 'updateKitchen' }], kinds)).toBeNull();
  });
});
