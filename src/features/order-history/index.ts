// The order history feature: the screen, its address-bar filters and its English texts.
export { OrderHistoryScreen } from './OrderHistoryScreen';
export { parseHistorySearch, type HistorySearch } from './search';
export { orderHistoryEn } from './i18n.en';
