// The foods list (/foods): the menu in display order with its quick edits, reorder, search and delete.
export { FoodsScreen } from './FoodsScreen';
export { menuEn } from './i18n.en';
