// The demo chef's menu (not in production mode): the dozen dishes of server/menu/demo-menu.ts with
// their option groups, options and photos (server/db/food-photos/<slug>.webp, copied under
// DATA_DIR like any uploaded photo). Inserted once, when demo@chef.test has never had a food, also
// into a database seeded before the menu existed.
import { kitchenDay } from '../../src/contract/index.ts';
import fs from 'node:fs';
import { imageTypeOfContent } from '../../src/contract/index.ts';
import { demoMenu } from '../menu/demo-menu.ts';
import { foodImages } from '../menu/food-image.ts';
import { findChefByEmail } from '../store/chefs.ts';
import { insertFood } from '../store/foods.ts';
import { insertGroup, insertOption } from '../store/option-groups.ts';
import type { Db } from './open.ts';

/** The committed photo of a demo dish. */
export const demoPhotoFile = (slug: string): URL => new URL(`./food-photos/${slug}.webp`, import.meta.url);

function copyDemoPhoto(dataDir: string, slug: string): string | null {
  const file = demoPhotoFile(slug);
  if (!fs.existsSync(file)) return null;
  const bytes = new Uint8Array(fs.readFileSync(file));
  const type = imageTypeOfContent(bytes);
  return type ? foodImages.write(dataDir, { type, bytes }) : null;
}

/** Inserts the demo menu when demo@chef.test exists and has no food; answers how many foods. */
export function seedDemoMenu(db: Db, nowMs: number, dataDir: string): number {
  const chef = findChefByEmail(db, 'demo@chef.test');
  if (!chef || db.prepare('SELECT 1 FROM foods WHERE chef_id = ? LIMIT 1').get(chef.id)) return 0;
  const now = new Date(nowMs).toISOString();
  const photos = demoMenu.map((food) => copyDemoPhoto(dataDir, food.slug));
  db.transaction(() => {
    demoMenu.forEach((food, index) => {
      const id = insertFood(
        db,
        chef.id,
        {
          slug: food.slug,
          client_id: null,
          name: food.name,
          description: food.description,
          price_cents: Math.round(food.price * 100),
          tags: food.tags,
          daily_quantity: food.daily_quantity,
          display_order: index + 1,
          image_path: photos[index] ?? null,
        },
        now,
      );
      for (const { options, ...group } of food.groups) {
        const groupId = insertGroup(db, chef.id, id, { ...group, client_id: null }, now);
        for (const option of options) insertOption(db, chef.id, groupId, { ...option, client_id: null }, now);
      }
    });
    // The demo shows an option sold out today (back tomorrow, Europe/Vilnius).
    db.prepare('UPDATE options SET sold_out_day = ? WHERE chef_id = ? AND name = ?').run(kitchenDay(nowMs), chef.id, demoSoldOutOption);
  })();
  return demoMenu.length;
}

/** The demo menu's option seeded as sold out for the seed's day. */
export const demoSoldOutOption = 'Mushroom sauce';
