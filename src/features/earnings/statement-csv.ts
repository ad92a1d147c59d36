// "Download the week's statement (CSV)": one row per day of the week (as cut to the range the
// answer covers) and a total row, the money as plain decimals built from integer cents, the rate in
// the commission column's heading. Written with the app's CSV conventions (src/lib/csv.ts).
import type { Earnings, EarningsFigures, EarningsWeek } from '@/contract';
import { csvText } from '@/lib/csv';
import { centsText } from '@/lib/format';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const figureCells = (row: EarningsFigures): string[] => [
  String(row.completed_orders),
  centsText(row.sales_cents),
  centsText(row.delivery_fees_cents),
  centsText(row.commission_cents),
  centsText(row.net_cents),
  String(row.refunded_orders),
  centsText(row.refunds_cents),
  String(row.refused_orders),
  String(row.expired_orders),
  String(row.cancelled_orders),
];

/** "15%" or "12.5%": the rate as the answer gives it. */
export const rateText = (percent: number): string => `${percent}%`;

export function weekStatementCsv(earnings: Earnings, week: EarningsWeek, t: Translate): string {
  const header = ['day', 'completed', 'sales', 'fees', 'commission', 'net', 'refundsCount', 'refunds', 'refused', 'expired', 'cancelled'].map((key) =>
    t(`csv.${key}`, { rate: rateText(earnings.commission_percent) }),
  );
  const days = earnings.days.filter((row) => row.day >= week.from && row.day <= week.to).map((row) => [row.day, ...figureCells(row)]);
  return csvText([header, ...days, [t('csv.total'), ...figureCells(week)]]);
}

export const statementFileName = (week: EarningsWeek): string => `earnings-${week.from}-to-${week.to}.csv`;
