// The side menu (spec section 2, group 'Home'): data, so visibility is a flag, not markup.
import { ChefHat, ClipboardList, LifeBuoy, NotebookText, ReceiptText, UserRound, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import type { LinkProps } from '@tanstack/react-router';

export type MenuItem = {
  /** Key of the label in the `shell` namespace. */
  label: string;
  to: LinkProps['to'];
  icon: LucideIcon;
  /** An item with `visible: false` is not shown. */
  visible: boolean;
};

export type MenuGroup = { label: string; items: MenuItem[] };

export const menuGroups: MenuGroup[] = [
  {
    label: 'menu.home',
    items: [
      { label: 'menu.kitchen', to: '/kitchen', icon: ChefHat, visible: true },
      { label: 'menu.profile', to: '/profile', icon: UserRound, visible: true },
      { label: 'menu.activeOrder', to: '/orders/active', icon: ClipboardList, visible: true },
      { label: 'menu.orderHistory', to: '/orders/history', icon: ReceiptText, visible: true },
      { label: 'menu.foods', to: '/foods', icon: UtensilsCrossed, visible: true },
      { label: 'menu.support', to: '/tickets', icon: LifeBuoy, visible: true },
      { label: 'menu.journal', to: '/journal', icon: NotebookText, visible: true },
    ],
  },
];

/** The groups as shown: hidden items dropped, empty groups dropped. */
export function visibleMenu(groups: MenuGroup[] = menuGroups): MenuGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => item.visible) }))
    .filter((group) => group.items.length > 0);
}
