// The earnings' copy on this device: a good answer is kept with when it was fetched; an answer
// whose figures do not add up is refused (the load fails with the reason) and the last good copy
// stays, so the screen never draws figures that disagree with each other.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client';
import { noEarnings } from '@/contract';
import { createTestDb } from '../testing/fake-db';
import { loadEarnings, readSavedEarnings } from './earnings';

const day = (name: string, sales = 0) => ({ day: name, ...noEarnings(), completed_orders: sales ? 1 : 0, sales_cents: sales, commission_cents: 0, net_cents: sales });
const answer = (sales: number) => ({
  currency: 'EUR',
  commission_percent: 0,
  from: '2026-11-30',
  to: '2026-11-30',
  generated_at: '2026-11-30T10:00:00.000Z',
  days: [day('2026-11-30', sales)],
  weeks: [{ week_start: '2026-11-30', from: '2026-11-30', to: '2026-11-30', ...noEarnings(), completed_orders: 1, sales_cents: sales, net_cents: sales }],
  totals: { ...noEarnings(), completed_orders: 1, sales_cents: sales, net_cents: sales },
});

function apiAnswering(body: () => unknown) {
  return createApiClient({
    baseUrl: 'https://chef.test/api',
    getToken: () => 'tok',
    getLanguage: () => 'en',
    onUnauthorized: () => {},
    fetch: async () => new Response(JSON.stringify({ success: true, message: '', result: body() }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  });
}

describe('earnings on the device', () => {
  it('keeps a good answer dated, refuses one that does not add up and keeps the last good one', async () => {
    const { db } = createTestDb();
    expect(await readSavedEarnings(db)).toBeNull();
    await loadEarnings(db, apiAnswering(() => answer(1234)), () => 1_000);
    expect(await readSavedEarnings(db)).toMatchObject({ fetchedAt: 1_000, earnings: { totals: { net_cents: 1234 } } });

    const broken = answer(999);
    broken.totals.net_cents = 1000; // the totals disagree with the days
    await expect(loadEarnings(db, apiAnswering(() => broken), () => 2_000)).rejects.toThrow();
    expect(await readSavedEarnings(db)).toMatchObject({ fetchedAt: 1_000, earnings: { totals: { net_cents: 1234 } } });
    db.close();
  });
});
