// The approved demo chef's kitchen (not in production mode): filled in, with a week of hours in
// Vilnius (Monday off, lunch 11:00-14:30 and dinner 17:00-22:00 the other days) and a vacation next
// month (the 10th to the 20th), or open all day every day with the same vacation
// (DEMO_KITCHEN_HOURS=all-day: e2e and tools place orders at any hour), with a logo (demo-logo.png, copied under DATA_DIR), a 30-minute preparation estimate
// and delivery or pickup, so a demo shows a working kitchen. Inserted once, also into a database
// seeded before kitchens existed. The demo chef's completed orders get customer ratings once.
import fs from 'node:fs';
import { ALL_DAY, addDays, everyDay, isoDay, zoneDay, type WeeklySchedule } from '../../src/contract/index.ts';
import { logoTypeOfContent } from '../../src/contract/index.ts';
import type { DemoKitchenHours } from '../config.ts';
import { insertClosure } from '../store/kitchen-closures.ts';
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
  opening_time: '11:00',
  closing_time: '14:30',
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

const lunchAndDinner = [
  { from: '11:00', to: '14:30' },
  { from: '17:00', to: '22:00' },
];
/** The demo kitchen's week: Monday off, lunch and dinner Tuesday to Sunday. */
export const demoWeek: WeeklySchedule = { ...everyDay(null), tuesday: lunchAndDinner, wednesday: lunchAndDinner, thursday: lunchAndDinner, friday: lunchAndDinner, saturday: lunchAndDinner, sunday: lunchAndDinner };

/** The demo vacation: next month's 10th to 20th (on the kitchen's clock). */
export function demoClosure(nowMs: number): { from: string; to: string; reason: string } {
  const today = zoneDay(nowMs);
  const next = addDays({ year: today.year, month: today.month, day: 1 }, 32);
  return { from: isoDay({ ...next, day: 10 }), to: isoDay({ ...next, day: 20 }), reason: 'Vacation' };
}

/** Inserts the demo kitchen when demo@chef.test exists and has none (and rates the demo chef's
 * completed orders when none is rated); answers whether it inserted the kitchen. */
export function seedDemoKitchen(db: Db, nowMs: number, dataDir: string, hours: DemoKitchenHours = 'week'): boolean {
  const chef = findChefByEmail(db, 'demo@chef.test');
  if (!chef) return false;
  const now = new Date(nowMs).toISOString();
  seedRatings(db, chef.id, now);
  if (findKitchen(db, chef.id)) return false;
  const week = hours === 'none' ? null : hours === 'all-day' ? everyDay(ALL_DAY) : demoWeek;
  const range = hours === 'all-day' ? { opening_time: ALL_DAY.from, closing_time: ALL_DAY.to } : {};
  insertKitchen(db, chef.id, { ...demoKitchen, ...range, schedule: week && JSON.stringify(week), logo_path: copyDemoLogo(dataDir), resumed_at: now }, now);
  const kitchen = findKitchen(db, chef.id);
  if (week && kitchen) insertClosure(db, kitchen.id, { client_id: null, ...demoClosure(nowMs) }, now);
  return true;
}
