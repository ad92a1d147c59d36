// The chef's order history: finished orders filtered by status, creation day (both ends included;
// the chef's own days with `utc_offset`, UTC days without it) and a search by number or customer
// name, newest first, one page at a time (LIMIT/OFFSET on indexes).
import { dayEndMs, dayStartMs, historyStatusOf, type Order, type OrderHistoryQuery } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';
import { toOrders, type OrderRow } from './orders.ts';

export interface HistoryPage {
  data: Order[];
  meta: { current_page: number; last_page: number; total: number };
}

const statusFilter = historyStatusOf;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function orderHistoryPage(db: Db, chefId: number, query: OrderHistoryQuery): HistoryPage {
  const where = ['chef_id = @chef_id'];
  const params: Record<string, string | number> = { chef_id: chefId };
  if (query.status) {
    where.push('status = @status');
    params.status = statusFilter[query.status];
  } else where.push("status IN ('completed', 'refused_by_chef', 'refused_by_user')");
  if (query.from) {
    where.push('created_at >= @from');
    params.from = new Date(dayStartMs(query.from, query.utc_offset)).toISOString();
  }
  if (query.to) {
    where.push('created_at < @to');
    params.to = new Date(dayEndMs(query.to, query.utc_offset)).toISOString();
  }
  const search = query.search?.trim();
  if (search) {
    where.push("(number LIKE @number ESCAPE '\\' OR customer_name_lower LIKE @name ESCAPE '\\')");
    params.number = `%${escapeLike(search.replace(/^#/, ''))}%`;
    params.name = `%${escapeLike(search.toLocaleLowerCase())}%`;
  }
  const clause = where.join(' AND ');
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${clause}`).get(params) as { n: number }).n;
  const perPage = query.per_page;
  const rows = db
    .prepare(`SELECT * FROM orders WHERE ${clause} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: perPage, offset: (query.page - 1) * perPage }) as OrderRow[];
  return {
    data: toOrders(db, rows),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / perPage)), total },
  };
}
