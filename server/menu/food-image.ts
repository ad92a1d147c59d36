// Food photos (POST /chef/foods's `image`): the shared image store (http/images.ts) under
// DATA_DIR/food-images/, served at /api/food-images/<name> with a year's cache.
import { englishMessage, msg } from '../../src/contract/index.ts';
import { imageStore } from '../http/images.ts';

export const foodImageFolder = 'food-images';
export const foodImageUrlPrefix = '/api/food-images/';

export const foodImages = imageStore({
  folder: foodImageFolder,
  urlPrefix: foodImageUrlPrefix,
  field: 'image',
  messages: { empty: englishMessage(msg('imageEmpty')), tooLarge: englishMessage(msg('imageTooLarge')), type: englishMessage(msg('imageType')) },
});

export const foodImageUrl = (name: string | null): string | null => (name ? foodImages.url(name) : null);
