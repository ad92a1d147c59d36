// The orders feature: the active orders screen, the order details page (with its kitchen ticket),
// the new-order alarm for the main layout, and the English texts (namespace `orders`).
export { ActiveOrdersScreen } from './ActiveOrdersScreen';
export { OrderDetailsScreen } from './OrderDetailsScreen';
export { OrderAlarm } from './OrderAlarm';
export { ordersEn } from './i18n.en';
