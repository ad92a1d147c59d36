// How an order's status and type look: a colour palette (clear at a glance: orange = new, blue =
// being prepared, purple = waiting for the customer, green = ready, grey = over, red = refused or
// cancelled) and an icon; a type's icon is in type-icons.ts.
import { CircleCheck, ChefHat, Clock, PackageCheck, Truck, XCircle, type LucideIcon } from 'lucide-react';
import type { OrderStatus } from '@/contract';

type Look = { palette: string; icon: LucideIcon };

const looks: Record<OrderStatus, Look> = {
  pending: { palette: 'orange', icon: Clock },
  delivery_change_requested: { palette: 'purple', icon: Truck },
  accepted: { palette: 'blue', icon: ChefHat },
  ready_for_pickup: { palette: 'green', icon: PackageCheck },
  ready_for_delivery: { palette: 'green', icon: PackageCheck },
  completed: { palette: 'gray', icon: CircleCheck },
  refused_by_chef: { palette: 'red', icon: XCircle },
  refused_by_user: { palette: 'red', icon: XCircle },
};

export const statusLook = (status: OrderStatus): Look => looks[status];

export { typeIcons } from './type-icons';
