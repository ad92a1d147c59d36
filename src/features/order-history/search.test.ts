import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE, parseHistorySearch, toHistoryQuery } from './search';

describe('parseHistorySearch', () => {
  it('keeps valid filters', () => {
    expect(parseHistorySearch({ page: 3, status: 'cancelled', from: '2026-01-01', to: '2026-01-31', q: 'Ona' })).toEqual({
      page: 3,
      status: 'cancelled',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'Ona',
    });
  });

  it('accepts a page and a search that the router parsed as numbers or strings', () => {
    expect(parseHistorySearch({ page: '4', q: 1042 })).toEqual({ page: 4, q: '1042' });
  });

  it('drops bad values instead of failing', () => {
    expect(parseHistorySearch({ page: 0, status: 'refused_by_user', from: '2026-13-45', to: 'yesterday', q: '   ' })).toEqual({});
    expect(parseHistorySearch({ page: -2, status: 7, from: 20260101, q: { $gt: '' } })).toEqual({});
    expect(parseHistorySearch({ page: 2.5 })).toEqual({});
  });

  it('leaves page 1 and unknown keys out of the address', () => {
    expect(parseHistorySearch({ page: 1, extra: 'x' })).toEqual({});
  });

  it('trims the search and caps its length', () => {
    expect(parseHistorySearch({ q: '  Jonas  ' })).toEqual({ q: 'Jonas' });
    expect(parseHistorySearch({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });
});

describe('toHistoryQuery', () => {
  it('asks for page 1 with no filter by default', () => {
    expect(toHistoryQuery({})).toEqual({ page: 1, per_page: HISTORY_PAGE_SIZE });
  });

  it("maps the screen's status names to the server's", () => {
    expect(toHistoryQuery({ status: 'refused' }).status).toBe('refused_by_chef');
    expect(toHistoryQuery({ status: 'cancelled' }).status).toBe('cancelled');
    expect(toHistoryQuery({ status: 'completed' }).status).toBe('completed');
  });

  it('passes the page, dates and search through', () => {
    expect(toHistoryQuery({ page: 5, from: '2026-02-01', to: '2026-02-28', q: '1042' })).toEqual({
      page: 5,
      per_page: HISTORY_PAGE_SIZE,
      from: '2026-02-01',
      to: '2026-02-28',
      // The chef's own days: the offset of this device's time zone (the tests run in UTC).
      utc_offset: 0 - new Date('2026-02-01T12:00:00').getTimezoneOffset(),
      search: '1042',
    });
  });
});
