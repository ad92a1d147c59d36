// The earnings feature: the /earnings screen and its English texts.
export { EarningsScreen } from './EarningsScreen';
export { earningsEn } from './i18n.en';
