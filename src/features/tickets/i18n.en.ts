// English texts of the support tickets list (namespace `tickets`, loaded with its route).
export const ticketsEn = {
  title: 'Support tickets',
  subtitle: 'Ask support about orders, payments or the app. Your questions and their answers are kept here.',
  newTicket: 'New ticket',
  loading: 'Loading your tickets…',
  loadFailed: 'Could not load your tickets.',
  filter: {
    label: 'Status',
    all: 'All tickets',
  },
  empty: {
    title: 'No tickets yet',
    text: 'Something not working, or a question about an order or a payment? Open a ticket and support answers here.',
  },
  noMatch: {
    title: 'No tickets with this status',
    text: 'Choose another status, or see all your tickets.',
    clear: 'Show all tickets',
  },
  ticket: {
    lastActivity: 'Last activity {{when}}',
    unread_one: '{{count}} new reply',
    unread_other: '{{count}} new replies',
    waiting: 'Waiting to send',
  },
  shown_one: '{{count}} ticket',
  shown_other: '{{count}} tickets',
  time: {
    justNow: 'just now',
    minutesAgo: '{{count}}m ago',
    hoursAgo: '{{count}}h ago',
    daysAgo: '{{count}}d ago',
  },
};
