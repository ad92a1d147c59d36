// The chef's earnings from the orders as stored: each finished order counts on the kitchen day
// (Europe/Vilnius) of its last move to its final status (the `completed`, `refused_by_chef` or
// `refused_by_user` timeline entry). A completed order brings its subtotal (sales), its delivery
// fee and the commission on the subtotal (rounded per order); a refused, expired or cancelled one
// its refund (the refund row, else its total: such orders are refunded in full). Integers only.
import { addFigures, commissionCents, daysOf, noEarnings, notAnsweredReason, weekStartOf, type Earnings, type EarningsFigures } from '../../src/contract/index.ts';
import { addDays, isoDay, parseIsoDay, zoneDay, zoneInstant } from '../../src/contract/kitchen-clock.ts';
import type { Db } from '../db/open.ts';

interface FinishedRow {
  status: 'completed' | 'refused_by_chef' | 'refused_by_user';
  refuse_reason: string | null;
  subtotal_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  refund_cents: number | null;
  finished_at: string;
}

/** One finished order's figures at a rate in hundredths of a percent. */
export function orderFigures(row: Omit<FinishedRow, 'finished_at'>, basisPoints: number): EarningsFigures {
  const figures = noEarnings();
  if (row.status === 'completed') {
    figures.completed_orders = 1;
    figures.sales_cents = row.subtotal_cents;
    figures.delivery_fees_cents = row.delivery_fee_cents;
    figures.commission_cents = commissionCents(row.subtotal_cents, basisPoints);
    figures.net_cents = figures.sales_cents + figures.delivery_fees_cents - figures.commission_cents;
    return figures;
  }
  figures.refunded_orders = 1;
  figures.refunds_cents = row.refund_cents ?? row.total_cents;
  if (row.status === 'refused_by_user') figures.cancelled_orders = 1;
  else if (row.refuse_reason === notAnsweredReason) figures.expired_orders = 1;
  else figures.refused_orders = 1;
  return figures;
}

/** The earnings of `from`..`to` (kitchen days, both included; a range the route has checked). */
export function chefEarnings(db: Db, chefId: number, from: string, to: string, basisPoints: number, nowIso: string): Earnings {
  const first = parseIsoDay(from);
  const last = parseIsoDay(to);
  if (!first || !last) throw new Error('chefEarnings needs checked days');
  const start = new Date(zoneInstant(first, 0)).toISOString();
  const end = new Date(zoneInstant(addDays(last, 1), 0)).toISOString();
  const rows = db
    .prepare(
      `SELECT * FROM (
         SELECT o.status, o.refuse_reason, o.subtotal_cents, o.delivery_fee_cents, o.total_cents,
                r.amount_cents AS refund_cents,
                COALESCE((SELECT MAX(t.at) FROM order_timeline t WHERE t.order_id = o.id AND t.status = o.status), o.updated_at) AS finished_at
         FROM orders o LEFT JOIN order_refunds r ON r.order_id = o.id
         WHERE o.chef_id = @chef AND o.status IN ('completed', 'refused_by_chef', 'refused_by_user') AND o.created_at < @end
       ) WHERE finished_at >= @start AND finished_at < @end`,
    )
    .all({ chef: chefId, start, end }) as FinishedRow[];

  const byDay = new Map(daysOf(from, to).map((day) => [day, noEarnings()]));
  for (const row of rows) {
    const figures = byDay.get(isoDay(zoneDay(Date.parse(row.finished_at))));
    if (figures) addFigures(figures, orderFigures(row, basisPoints));
  }
  const days = [...byDay].map(([day, figures]) => ({ day, ...figures }));
  const weeks: Earnings['weeks'] = [];
  for (const row of days) {
    const { day, ...figures } = row;
    const weekStart = weekStartOf(day);
    const current = weeks.at(-1);
    if (current?.week_start === weekStart) {
      addFigures(current, figures);
      current.to = day;
    } else weeks.push({ week_start: weekStart, from: day, to: day, ...figures });
  }
  return {
    currency: 'EUR',
    commission_percent: basisPoints / 100,
    from,
    to,
    generated_at: nowIso,
    days,
    weeks,
    totals: days.reduce((sum, { day: _day, ...figures }) => addFigures(sum, figures), noEarnings()),
  };
}
