import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/sync/journal/journal';
import { createTestDb } from '@/sync/testing/fake-db';
import { csvFileName, journalCsv } from './csv';
import { describeLine } from './describe';
import { shows } from './filters';
import { journalEn } from './i18n.en';
import { journalDay, journalDays } from './queries';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { journal: journalEn } }, defaultNS: 'journal', interpolation: { escapeValue: false }, initAsync: false });
const t = i18n.getFixedT('en', 'journal') as (key: string, options?: Record<string, unknown>) => string;

const at = (h: number, m: number, s = 0, day = 21) => new Date(2026, 10, day, h, m, s).getTime();
const line = (fields: Partial<JournalEntry> & Pick<JournalEntry, 'at' | 'kind' | 'text'>): JournalEntry => ({ params: {}, writtenBy: 'tab-a', ...fields });

const accept = { operation: 'acceptOrder' };
const day: JournalEntry[] = [
  line({ at: at(14, 2), kind: 'connection-lost', text: 'connection.lost.offline', params: { status: null } }),
  line({ at: at(14, 3, 10), kind: 'action-tapped', text: 'action.tapped', params: accept, orderId: 42, orderNumber: '1042', writtenBy: 'tab-b' }),
  line({ at: at(14, 3, 11), kind: 'action-will-retry', text: 'action.willRetry', params: { ...accept, tries: 3, reason: 'offline', status: null }, orderId: 42, orderNumber: '1042' }),
  line({ at: at(14, 9), kind: 'connection-back', text: 'connection.back', params: { lostAt: at(14, 2), lostForMs: 7 * 60_000 } }),
  line({ at: at(14, 9, 2), kind: 'action-sending', text: 'action.sending', params: { ...accept, tries: 1, lastAt: at(14, 9, 2) }, orderId: 42, orderNumber: '1042' }),
  line({ at: at(14, 9, 3), kind: 'action-accepted', text: 'action.accepted', params: accept, orderId: 42, orderNumber: '1042', writtenBy: 'service-worker' }),
  line({ at: at(14, 20), kind: 'action-not-saved', text: 'action.notSaved', params: { operation: 'markOrderReady', status: 409, reason: '=The customer cancelled, "sorry".' }, orderNumber: '1043' }),
];

describe('journal lines in words', () => {
  it('says how long the connection was lost, how many tries, and why an action was refused', () => {
    expect(day.map((entry) => describeLine(entry, t))).toEqual([
      'Connection lost: this device went offline.',
      'Accept order: tapped, saved on this device.',
      'Accept order: could not be sent after 3 tries (offline); will try again.',
      'Back online after 7 min (lost at 14:02).',
      'Accept order: sent to the server.',
      'Accept order: the server accepted it.',
      'Mark order ready: not saved, the server refused it (409: =The customer cancelled, "sorry").',
    ]);
  });

  it('filters problems across kinds', () => {
    expect(day.filter((entry) => shows('problems', entry)).map((entry) => entry.kind)).toEqual(['connection-lost', 'action-will-retry', 'action-not-saved']);
    expect(day.filter((entry) => shows('connection', entry))).toHaveLength(2);
  });
});

describe('journal CSV', () => {
  it('has the columns time, kind, what happened, order, where, one row per line', () => {
    const rows = journalCsv(day, t, 'tab-a').trimEnd().split('\r\n');
    expect(rows[0]).toBe('Time,Kind,What happened,Order,Where');
    expect(rows[1]).toBe('2026-11-21 14:02:00,Connection lost,Connection lost: this device went offline.,,This tab');
    expect(rows[2]).toBe('2026-11-21 14:03:10,Tapped,"Accept order: tapped, saved on this device.",#1042,Another tab');
    expect(rows[6]).toBe('2026-11-21 14:09:03,Accepted,Accept order: the server accepted it.,#1042,Service worker');
    // Quotes doubled, the comma kept inside one cell, and nothing a spreadsheet would run.
    expect(rows[7]).toBe('2026-11-21 14:20:00,Not saved,"Mark order ready: not saved, the server refused it (409: =The customer cancelled, ""sorry"").",#1043,This tab');
    expect(rows).toHaveLength(8);
    expect(csvFileName('2026-11-21')).toBe('journal-2026-11-21.csv');
  });

  it('starts a cell that a spreadsheet would run as a formula with a quote', () => {
    const [, risky] = journalCsv([line({ at: at(9, 0), kind: 'background-sync', text: '=cmd', params: {} })], t).trimEnd().split('\r\n');
    expect(risky?.split(',')[2]).toBe("'=cmd");
  });
});

describe('journal days', () => {
  it('lists the days that have lines, newest first, and one day newest first', async () => {
    const { db } = createTestDb();
    await db.journal.bulkAdd([
      ...day,
      line({ at: at(23, 59, 59, 20), kind: 'connection-live', text: 'connection.live' }),
      line({ at: at(0, 0, 0, 22), kind: 'connection-live', text: 'connection.live' }),
    ]);
    expect(await journalDays(db)).toEqual([
      { day: '2026-11-22', count: 1 },
      { day: '2026-11-21', count: 7 },
      { day: '2026-11-20', count: 1 },
    ]);
    const lines = await journalDay(db, '2026-11-21');
    expect(lines.map((entry) => entry.at)).toEqual(day.map((entry) => entry.at).reverse());
    db.close();
  });
});
