// The chef's menu, foods (design/api.md Foods; docs/api.md Foods): list, create and edit (multipart
// with the photo), delete, the daily quantity, sold out for today, and the menu's order; the photos
// themselves are public files. A food is named in the URL by its slug or by the client_id its
// create carried (so a device can chain edits of a food it made offline). Another chef's food and
// a deleted one answer 404. Every write is idempotent (commit()); a create whose client_id the
// chef already used answers that food (200) instead of making a second one.
import type { Context, Hono } from 'hono';
import {
  englishMessage,
  foodAvailabilityRequestSchema,
  foodImageProblem,
  foodQuantityRequestSchema,
  foodReorderRequestSchema,
  foodRequestSchema,
  msg,
  type FoodRequest,
} from '../../src/contract/index.ts';
import { currentChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, failure, success, validationError } from '../http/envelope.ts';
import type { CheckedImage } from '../http/images.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { kitchenDayOf } from '../menu/day.ts';
import { foodImages } from '../menu/food-image.ts';
import { placeInOrder } from '../menu/reorder.ts';
import { uniqueSlug } from '../menu/slug.ts';
import { findFoodRow, findFoodRowById, insertFood, menuOf, setFoodColumns, soldToday, toFood, updateFood, type FoodFields, type FoodRow } from '../store/foods.ts';

export const noSuchFood = 'There is no such food on your menu.';
export const deletedFood = 'This food was deleted.';

const storedFields = (input: FoodRequest): FoodFields => ({
  name: input.name,
  description: input.description,
  price_cents: Math.round(input.price * 100),
  tags: input.tags,
  daily_quantity: input.daily_quantity,
  display_order: input.display_order,
});

/** The fields and the photo, checked together: one 422 names every field that is wrong. */
async function checkedFood(body: Record<string, unknown>, creating: boolean): Promise<{ input: FoodRequest; image: CheckedImage | null }> {
  let image: CheckedImage | null = null;
  let imageErrors: Record<string, string[]> = {};
  try {
    image = await foodImages.check(body);
    const missing = foodImageProblem(null, creating);
    if (!image && missing) imageErrors = { image: [englishMessage(msg(missing))] };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 422 && error.errors)) throw error;
    imageErrors = error.errors;
  }
  try {
    const input = validate(foodRequestSchema, body);
    if (Object.keys(imageErrors).length > 0) throw validationError(imageErrors);
    return { input, image };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.errors) throw validationError({ ...error.errors, ...imageErrors });
    throw error;
  }
}

/** The chef's live food named by `:slug` (a slug or a client_id); 404 otherwise. */
export function liveFood(deps: Deps, chefId: number, reference: string): FoodRow {
  const row = findFoodRow(deps.db, chefId, reference);
  if (!row) throw new ApiError(404, noSuchFood);
  if (row.deleted_at) throw new ApiError(404, deletedFood);
  return row;
}

export function registerFoodRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const now = () => deps.config.now();
  const dataDir = () => deps.config.dataDir;
  const answer = (id: number, message: string, status: 200 | 201 = 200) => {
    const row = findFoodRowById(deps.db, id);
    if (!row) throw new Error(`Food ${id} vanished inside its own change.`);
    return { status, body: success(toFood(deps.db, row, now()), message) };
  };
  const foodOf = (c: Context<AppEnv>) => liveFood(deps, currentChef(c).id, c.req.param('slug') ?? '');

  api.get('/chef/foods', (c) => c.json(success(menuOf(deps.db, currentChef(c).id, now()))));
  api.get('/chef/foods/:slug', (c) => c.json(success(toFood(deps.db, foodOf(c), now()))));

  /** Runs a change that may have written a new photo: the photo is removed again when the change
   * failed or was answered without it (a replay, a repeated client_id). */
  const withPhoto = (c: Context<AppEnv>, image: CheckedImage | null, work: (photo: string | null, used: () => void) => ReturnType<typeof answer>) => {
    const photo = image ? foodImages.write(dataDir(), image) : null;
    const outcome = { used: false };
    try {
      const response = commit(c, deps, () => work(photo, () => (outcome.used = true)));
      if (!outcome.used) foodImages.remove(dataDir(), photo);
      return response;
    } catch (error) {
      foodImages.remove(dataDir(), photo);
      throw error;
    }
  };

  api.post('/chef/foods', async (c) => {
    const chef = currentChef(c);
    const { input, image } = await checkedFood(c.get('body'), true);
    return withPhoto(c, image, (photo, used) => {
      if (input.client_id) {
        const existing = findFoodRow(deps.db, chef.id, input.client_id);
        if (existing?.client_id === input.client_id) {
          if (existing.deleted_at) throw new ApiError(404, deletedFood);
          return answer(existing.id, 'This food was already added.');
        }
      }
      const at = deps.nowIso();
      const id = insertFood(deps.db, chef.id, { ...storedFields(input), slug: uniqueSlug(deps.db, chef.id, input.name), client_id: input.client_id, image_path: photo }, at);
      used();
      return answer(id, 'Food added to your menu.', 201);
    });
  });

  api.post('/chef/foods/reorder', (c) => {
    const chef = currentChef(c);
    const { slugs } = validate(foodReorderRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const at = deps.nowIso();
      const rows = deps.db.prepare('SELECT * FROM foods WHERE chef_id = ? AND deleted_at IS NULL ORDER BY display_order, id').all(chef.id) as FoodRow[];
      for (const [row, order] of placeInOrder(rows, slugs, (row, ref) => row.slug === ref || row.client_id === ref.toLowerCase())) {
        if (row.display_order !== order) setFoodColumns(deps.db, row.id, { display_order: order }, at);
      }
      return { status: 200, body: success(menuOf(deps.db, chef.id, now()), 'Menu order saved.') };
    });
  });

  api.post('/chef/foods/:slug', async (c) => {
    const chef = currentChef(c);
    liveFood(deps, chef.id, c.req.param('slug'));
    const { input, image } = await checkedFood(c.get('body'), false);
    let oldPhoto: string | null = null;
    const response = withPhoto(c, image, (photo, used) => {
      const row = liveFood(deps, chef.id, c.req.param('slug'));
      oldPhoto = row.image_path;
      updateFood(deps.db, row.id, { ...storedFields(input), ...(photo ? { image_path: photo } : {}) }, deps.nowIso());
      if (photo) used();
      else oldPhoto = null;
      return answer(row.id, 'Food updated.');
    });
    // The new photo replaced the old one (old URLs are cached for good: the file goes).
    foodImages.remove(dataDir(), oldPhoto);
    return response;
  });

  api.delete('/chef/foods/:slug', (c) => {
    const chef = currentChef(c);
    return commit(c, deps, () => {
      const row = liveFood(deps, chef.id, c.req.param('slug'));
      setFoodColumns(deps.db, row.id, { deleted_at: deps.nowIso() }, deps.nowIso());
      return { status: 200, body: success(null, 'Food deleted.') };
    });
  });

  api.post('/chef/foods/:slug/quantity', (c) => {
    const chef = currentChef(c);
    const { daily_quantity } = validate(foodQuantityRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const row = liveFood(deps, chef.id, c.req.param('slug'));
      // What today's orders took still counts; yesterday's count is dropped.
      setFoodColumns(deps.db, row.id, { daily_quantity, sold_day: kitchenDayOf(now()), sold_count: soldToday(row, now()) }, deps.nowIso());
      return answer(row.id, daily_quantity === null ? 'Daily quantity removed: no limit.' : 'Daily quantity updated.');
    });
  });

  api.post('/chef/foods/:slug/availability', (c) => {
    const chef = currentChef(c);
    const { available } = validate(foodAvailabilityRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const row = liveFood(deps, chef.id, c.req.param('slug'));
      setFoodColumns(deps.db, row.id, { sold_out_day: available ? null : kitchenDayOf(now()) }, deps.nowIso());
      return answer(row.id, available ? 'The food is available again.' : 'Marked sold out for today.');
    });
  });

  api.get('/food-images/:name', async (c) => {
    const image = await foodImages.respond(dataDir(), c.req.param('name'));
    return image ?? c.json(failure('There is no such photo.'), 404);
  });
}
