// Create ticket (/tickets/create): the screen its route shows.
export { TicketCreateScreen } from './TicketCreateScreen';
