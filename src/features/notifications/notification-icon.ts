// The icon and colour of a notification by its type (spec section 3); anything else is "info".
import { Bell, CircleAlert, CirclePause, Info, LifeBuoy, ShoppingBag, Truck, type LucideIcon } from 'lucide-react';

type Look = { icon: LucideIcon; palette: string };

const looks: Record<string, Look> = {
  new_order: { icon: ShoppingBag, palette: 'green' },
  delivery_refused: { icon: CircleAlert, palette: 'red' },
  delivery_accepted: { icon: Truck, palette: 'blue' },
  support_ticket: { icon: LifeBuoy, palette: 'purple' },
  // The server paused the kitchen: orders in a row were not answered.
  kitchen_paused: { icon: CirclePause, palette: 'orange' },
};

const info: Look = { icon: Info, palette: 'gray' };

export const notificationLook = (type: string): Look => looks[type] ?? info;
export const BellIcon = Bell;
