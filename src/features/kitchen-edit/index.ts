// Edit kitchen (/kitchen/edit): the screen its route shows.
export { KitchenEditScreen } from './KitchenEditScreen';
