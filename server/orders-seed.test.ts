// Orders migration and demo seed: a DATA_DIR from before the orders migration gets the tables and
// the demo orders at the next start; a restart does not seed them twice.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from './db/open.ts';
import { startServer, tempDir } from './testing/harness.ts';

const dataDir = tempDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const demoOrderCount = (db: Db) =>
  (db.prepare("SELECT COUNT(*) AS n FROM orders WHERE chef_id = (SELECT id FROM chefs WHERE email = 'demo@chef.test')").get() as { n: number }).n;

describe('orders migration and demo seed', () => {
  it('seeds demo orders on first start, for an older DATA_DIR, and only once', async () => {
    const first = await startServer({ dataDir });
    expect(first.logs).toContain('[db] migration 2 (orders) applied');
    expect(first.logs).toContain('[db] seeded 9 demo orders for demo@chef.test');
    expect(demoOrderCount(first.server.db)).toBe(9);
    // Turn the database back into one from before the orders tables (only migration 1; later ones re-run too).
    first.server.db.exec(
      'DROP TABLE kitchen_closures; DROP TABLE push_log; DROP TABLE ticket_messages; DROP TABLE tickets; DROP TABLE ticket_attachments; DROP TABLE options; DROP TABLE option_groups; DROP TABLE foods; DROP TABLE order_ratings; DROP TABLE kitchens; DROP TABLE contract_signatures; DROP TABLE documents; DROP TABLE order_refunds; DROP TABLE order_timeline; DROP TABLE order_items; DROP TABLE orders; DELETE FROM migrations WHERE version >= 2;',
    );
    await first.stop();

    const upgraded = await startServer({ dataDir });
    expect(upgraded.logs).toContain('[db] migration 2 (orders) applied');
    expect(upgraded.logs).toContain('[db] seeded 9 demo orders for demo@chef.test');
    expect(demoOrderCount(upgraded.server.db)).toBe(9);
    await upgraded.stop();

    const again = await startServer({ dataDir });
    expect(again.logs.some((line) => line.startsWith('[db]'))).toBe(false);
    expect(demoOrderCount(again.server.db)).toBe(9);
    await again.stop();
  });
});
