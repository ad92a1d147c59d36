// "Back to the form" for a refused new food: what the chef typed and the photo
// they chose come back from the stored operation as the food form's draft ('food', ref null: a new
// food; the shape src/features/food-form/food-draft.ts reads, which checks it as untrusted data).
// The form then opens with it, so nothing has to be typed or chosen again.
import type { ChefDb } from '@/db/chef-db';
import { saveDraft } from '@/db/drafts';
import type { OutboxOperation } from '@/db/outbox-entry';

type CreateFood = Extract<OutboxOperation, { kind: 'createFood' }>;

export const canGoBackToForm = (operation: OutboxOperation): operation is CreateFood => operation.kind === 'createFood';

/** The food form's route for a new food. */
export const NEW_FOOD_PATH = '/foods/store';

export async function restoreFoodDraft(db: ChefDb, operation: CreateFood): Promise<void> {
  const { food, image, imageName } = operation;
  const size = await imageSize(image);
  await saveDraft(db, 'food', {
    ref: null,
    values: {
      name: food.name,
      price: food.price.toFixed(2),
      description: food.description ?? '',
      tags: [...food.tags],
      daily_quantity: food.daily_quantity === null ? '' : String(food.daily_quantity),
      display_order: String(food.display_order),
    },
    photo: { blob: image, name: imageName, originalBytes: image.size, ...size },
  });
}

/** The photo's size in pixels (it was resized on the device, so it decodes); 1 x 1 if it cannot. */
async function imageSize(image: Blob): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(image);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 1, height: 1 };
  }
}
