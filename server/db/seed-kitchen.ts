// The approved demo chef's kitchen (not in production mode): filled in, open, with a 30-minute
// preparation estimate, so a demo shows a working kitchen. Inserted once, also into a database
// seeded before kitchens existed.
import { findChefByEmail } from '../store/chefs.ts';
import { findKitchen, insertKitchen } from '../store/kitchens.ts';
import type { Db } from './open.ts';

export const demoKitchen = {
  name: "Rasa's Lithuanian Kitchen",
  phone: '+37060000000',
  description: 'Cepelinai, kibinai and blynai the way my grandmother made them, cooked to order in Vilnius old town.',
  city_id: 1,
  postal_code: 'LT-01103',
  main_street: 'Gedimino pr. 1',
  building_details: 'Apt. 2, ring twice',
  opening_time: '10:00',
  closing_time: '22:00',
  preparation_time: 30,
  delivery_option: 'both',
  delivery_cost_cents: 250,
  latitude: 54.6872,
  longitude: 25.2797,
  is_open: 1,
} as const;

/** Inserts the demo kitchen when demo@chef.test exists and has none; answers whether it did. */
export function seedDemoKitchen(db: Db, nowMs: number): boolean {
  const chef = findChefByEmail(db, 'demo@chef.test');
  if (!chef || findKitchen(db, chef.id)) return false;
  insertKitchen(db, chef.id, demoKitchen, new Date(nowMs).toISOString());
  return true;
}
