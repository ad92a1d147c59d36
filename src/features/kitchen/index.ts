// The kitchen overview (/kitchen): status, open/closed, pause, the kitchen's card and its figures.
export { KitchenOverviewScreen } from './KitchenOverviewScreen';
export { kitchenEn } from './i18n.en';
