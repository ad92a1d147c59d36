// The side menu (spec section 2, group 'Home'): data, so visibility is a flag, not markup. A chef
// not approved yet sees only what they can use (the profile, the journal) and, instead of the
// rest, their onboarding steps with the current one as a link.
import { ChefHat, ClipboardList, LifeBuoy, NotebookText, ReceiptText, UserRound, UtensilsCrossed, Wallet, type LucideIcon } from 'lucide-react';
import type { LinkProps } from '@tanstack/react-router';
import type { ChefStatus } from '@/contract';
import { isApproved, statusScreen } from '@/session/guard';
import { currentStep, onboardingSteps, type OnboardingStep } from '@/session/onboarding-steps';

export type MenuItem = {
  /** Key of the label in the `shell` namespace. */
  label: string;
  to: LinkProps['to'];
  icon: LucideIcon;
  /** An item with `visible: false` is not shown. */
  visible: boolean;
  /** Only an approved chef can use it (the guard would send anyone else back). */
  needsApproval: boolean;
  /** Shows the order queue beside the label (how many wait for an answer, how many are being prepared). */
  showsQueue?: boolean;
};

export type MenuGroup = { label: string; items: MenuItem[] };

export const menuGroups: MenuGroup[] = [
  {
    label: 'menu.home',
    items: [
      { label: 'menu.kitchen', to: '/kitchen', needsApproval: true, icon: ChefHat, visible: true },
      { label: 'menu.profile', to: '/profile', needsApproval: false, icon: UserRound, visible: true },
      { label: 'menu.activeOrder', to: '/orders/active', needsApproval: true, icon: ClipboardList, visible: true, showsQueue: true },
      { label: 'menu.orderHistory', to: '/orders/history', needsApproval: true, icon: ReceiptText, visible: true },
      { label: 'menu.earnings', to: '/earnings', needsApproval: true, icon: Wallet, visible: true },
      { label: 'menu.foods', to: '/foods', needsApproval: true, icon: UtensilsCrossed, visible: true },
      { label: 'menu.support', to: '/tickets', needsApproval: true, icon: LifeBuoy, visible: true },
      { label: 'menu.journal', to: '/journal', needsApproval: false, icon: NotebookText, visible: true },
    ],
  },
];

/** The groups as shown: hidden items dropped (and, for a chef not approved, what needs approval),
 * empty groups dropped. */
export function visibleMenu(groups: MenuGroup[] = menuGroups, approved = true): MenuGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => item.visible && (approved || !item.needsApproval)) }))
    .filter((group) => group.items.length > 0);
}

export type StepState = 'done' | 'current' | 'upcoming';

/** The onboarding steps with where the chef stands; empty for an approved chef or one on hold. */
export function onboardingMenu(status: ChefStatus | undefined): { step: OnboardingStep; state: StepState }[] {
  if (!status || isApproved(status) || statusScreen(status) === '/account-on-hold') return [];
  const current = onboardingSteps.indexOf(currentStep(status));
  return onboardingSteps.map((step, index) => ({ step, state: index < current ? 'done' : index === current ? 'current' : 'upcoming' }));
}
