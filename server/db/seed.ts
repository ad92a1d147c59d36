// First-start data: Lithuanian cities always; demo chefs and notifications when no chef exists.
import type { ChefStatus } from '../../src/contract/index.ts';
import { hashPassword } from '../security/passwords.ts';
import { countChefs, insertChef } from '../store/chefs.ts';
import { insertNotification } from '../store/notifications.ts';
import type { Db } from './open.ts';

export const demoPassword = 'Demo#Chef1';

export const seedCities = ['Vilnius', 'Kaunas', 'Klaipėda', 'Šiauliai', 'Panevėžys'] as const;

export const seedChefs: readonly { email: string; first_name: string; last_name: string; status: ChefStatus }[] = [
  { email: 'demo@chef.test', first_name: 'Rasa', last_name: 'Kazlauskienė', status: 'approved' },
  { email: 'new@chef.test', first_name: 'Tomas', last_name: 'Petrauskas', status: 'registered' },
  { email: 'profile@chef.test', first_name: 'Ieva', last_name: 'Jankauskaitė', status: 'personal_info_filled' },
  { email: 'docs@chef.test', first_name: 'Mindaugas', last_name: 'Stankevičius', status: 'document_uploaded' },
  { email: 'pending@chef.test', first_name: 'Greta', last_name: 'Vasiliauskaitė', status: 'need_admin_approval' },
];

/** Cities always; the demo chefs unless `demoChefs` is false (production mode). */
export async function seed(db: Db, nowMs: number, log: (line: string) => void, { demoChefs = true } = {}): Promise<void> {
  const insertCity = db.prepare('INSERT OR IGNORE INTO cities (id, name) VALUES (?, ?)');
  db.transaction(() => seedCities.forEach((name, index) => insertCity.run(index + 1, name)))();
  if (!demoChefs || countChefs(db) > 0) return;

  const hashes = await Promise.all(seedChefs.map(() => hashPassword(demoPassword)));
  const now = new Date(nowMs).toISOString();
  db.transaction(() => {
    if (countChefs(db) > 0) return;
    seedChefs.forEach((chef, index) => {
      const profileDone = chef.status !== 'registered';
      const row = insertChef(
        db,
        {
          ...chef,
          password_hash: hashes[index] ?? null,
          ...(profileDone
            ? { phone: '+37060000000', id_number: '38001010000', city_id: 1, main_street: 'Gedimino pr. 1', address: 'Apt. 2', zip_code: 'LT-01103' }
            : {}),
        },
        now,
      );
      if (chef.email === 'demo@chef.test') {
        const earlier = new Date(nowMs - 60 * 60 * 1000).toISOString();
        insertNotification(db, row.id, { type: 'account_status', title: 'Your account is approved', body: 'Welcome to Home Kitchen! New orders will ring here and appear under Active orders.', action_url: '/orders/active' }, earlier);
        insertNotification(db, row.id, { type: 'info', title: 'Orders work offline too', body: 'Accept and prepare orders even when the Wi-Fi drops: the app sends them when it is back.', action_url: '/orders/active' }, now);
      }
    });
  })();
  log(`[db] seeded ${seedChefs.length} demo chefs (password ${demoPassword})`);
}
