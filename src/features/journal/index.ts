// The chef's journal feature: the /journal screen, its address-bar choices and its English texts.
export { JournalScreen } from './JournalScreen';
export { parseJournalSearch, type JournalSearch } from './search';
export { journalEn } from './i18n.en';
