// The active orders read before their screen renders (the route's loader, src/db/read-ahead.ts):
// the first commit of a warm start shows the cards, with a tappable Accept.
import { readScreenAhead } from '@/db/read-ahead';
import { readActiveOrders, sharedActiveOrders } from './queries';

export const readActiveOrdersAhead = (longestMs?: number): Promise<void> => readScreenAhead(sharedActiveOrders, readActiveOrders, longestMs);
