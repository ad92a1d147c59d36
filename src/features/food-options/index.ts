// Manage options of a food (/foods/manage-options/{ref}).
export { FoodOptionsScreen } from './FoodOptionsScreen';
