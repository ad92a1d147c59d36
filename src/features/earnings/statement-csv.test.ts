import * as v from 'valibot';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { earningsSchema, noEarnings } from '@/contract';
import { earningsEn } from './i18n.en';
import { statementFileName, weekStatementCsv } from './statement-csv';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { earnings: earningsEn } }, defaultNS: 'earnings', interpolation: { escapeValue: false }, initAsync: false });
const t = i18n.getFixedT('en', 'earnings') as (key: string, options?: Record<string, unknown>) => string;

const sale = { completed_orders: 2, sales_cents: 3140, delivery_fees_cents: 250, commission_cents: 472, net_cents: 2918 };
const refund = { refunded_orders: 1, refunds_cents: 1050, refused_orders: 1 };
const earnings = v.parse(earningsSchema, {
  currency: 'EUR',
  commission_percent: 12.5,
  from: '2026-11-22',
  to: '2026-11-24',
  generated_at: '2026-11-24T10:00:00.000Z',
  days: [
    { day: '2026-11-22', ...noEarnings() },
    { day: '2026-11-23', ...noEarnings(), ...sale },
    { day: '2026-11-24', ...noEarnings(), ...refund },
  ],
  weeks: [
    { week_start: '2026-11-16', from: '2026-11-22', to: '2026-11-22', ...noEarnings() },
    { week_start: '2026-11-23', from: '2026-11-23', to: '2026-11-24', ...noEarnings(), ...sale, ...refund },
  ],
  totals: { ...noEarnings(), ...sale, ...refund },
});

describe("a week's statement", () => {
  it('has a row per day of the week, a total row, money from integer cents and the rate in the heading', () => {
    const week = earnings.weeks[1]!;
    expect(weekStatementCsv(earnings, week, t).split('\r\n')).toEqual([
      'Day,Completed orders,Sales (EUR),Delivery fees (EUR),Commission 12.5% (EUR),Net (EUR),Refunded orders,Refunds (EUR),Refused,Expired,Cancelled',
      '2026-11-23,2,31.40,2.50,4.72,29.18,0,0.00,0,0,0',
      '2026-11-24,0,0.00,0.00,0.00,0.00,1,10.50,1,0,0',
      'Total,2,31.40,2.50,4.72,29.18,1,10.50,1,0,0',
      '',
    ]);
    expect(statementFileName(week)).toBe('earnings-2026-11-23-to-2026-11-24.csv');
  });
});
