// The approved demo chef's kitchen (not in production mode): filled in, open 10:00-21:00 in
// Vilnius, with a logo (demo-logo.png, copied under DATA_DIR), a 30-minute preparation estimate
// and delivery or pickup, so a demo shows a working kitchen. Inserted once, also into a database
// seeded before kitchens existed. The demo chef's completed orders get customer ratings once.
import fs from 'node:fs';
import { logoTypeOfContent } from '../../src/contract/index.ts';
import { writeLogo } from '../kitchen/logo.ts';
import { seedRatings } from '../kitchen/ratings.ts';
import { findChefByEmail } from '../store/chefs.ts';
import { findKitchen, insertKitchen } from '../store/kitchens.ts';
import type { Db } from './open.ts';

/** A small image committed next to this file: the demo kitchen's logo. */
export const demoLogoFile = new URL('./demo-logo.png', import.meta.url);

export const demoKitchen = {
  name: "Rasa's Lithuanian Kitchen",
  phone: '+37060000000',
  description: 'Cepelinai, kibinai and blynai the way my grandmother made them, cooked to order in Vilnius old town.',
  city_id: 1,
  postal_code: 'LT-01103',
  main_street: 'Gedimino pr. 1',
  building_details: 'Apt. 2, ring twice',
  opening_time: '10:00',
  closing_time: '21:00',
  preparation_time: 30,
  delivery_option: 'both',
  delivery_cost_cents: 250,
  latitude: 54.6872,
  longitude: 25.2797,
  is_open: 1,
} as const;

function copyDemoLogo(dataDir: string): string | null {
  const bytes = new Uint8Array(fs.readFileSync(demoLogoFile));
  const type = logoTypeOfContent(bytes);
  return type ? writeLogo(dataDir, { type, bytes }) : null;
}

/** Inserts the demo kitchen when demo@chef.test exists and has none (and rates the demo chef's
 * completed orders when none is rated); answers whether it inserted the kitchen. */
export function seedDemoKitchen(db: Db, nowMs: number, dataDir: string): boolean {
  const chef = findChefByEmail(db, 'demo@chef.test');
  if (!chef) return false;
  const now = new Date(nowMs).toISOString();
  seedRatings(db, chef.id, now);
  if (findKitchen(db, chef.id)) return false;
  insertKitchen(db, chef.id, { ...demoKitchen, logo_path: copyDemoLogo(dataDir), resumed_at: now }, now);
  return true;
}
