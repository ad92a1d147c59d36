// The support tickets list (/tickets): newest activity first, status in words, unread replies.
export { TicketsScreen } from './TicketsScreen';
export { ticketsEn } from './i18n.en';
