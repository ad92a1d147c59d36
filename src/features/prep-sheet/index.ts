// Today's prep sheet (/kitchen/prep): what to cook, dish by dish, by when it must be ready.
export { PrepSheetScreen } from './PrepSheetScreen';
export { prepSheetEn } from './i18n.en';
