// The icon of an order's type: a bike for delivery, a bag for pickup. Apart from the status looks
// (order-look.ts) so that the new-order bar, in the signed-in layout, takes two icons, not every
// status icon.
import { Bike, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { Order } from '@/contract';

export const typeIcons: Record<Order['type'], LucideIcon> = { delivery: Bike, pickup: ShoppingBag };
