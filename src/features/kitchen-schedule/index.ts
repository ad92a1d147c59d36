// Opening hours (/kitchen/schedule): the screen its route shows.
export { KitchenScheduleScreen } from './KitchenScheduleScreen';
