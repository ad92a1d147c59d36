// Create food (/foods/store) and Edit food (/foods/edit/{ref}): the screen their routes show.
export { FoodFormScreen } from './FoodFormScreen';
