// Ticket details (/tickets/details/{ref}): the screen its route shows.
export { TicketDetailsScreen } from './TicketDetailsScreen';
