// Where each namespace loaded on demand comes from (src/i18n: `loadTexts`): a feature's English
// texts as their own small chunk. The sign-in namespaces are in i18n-resources.ts instead.
import type { ResourceKey } from 'i18next';
import type { LaterNamespace } from '@/i18n';

export const laterNamespaces = {
  shell: () => import('@/features/shell/i18n.en').then((m) => m.shellEn),
  notifications: () => import('@/features/notifications/i18n.en').then((m) => m.notificationsEn),
  sync: () => import('@/features/sync-status/i18n.en').then((m) => m.syncEn),
  orders: () => import('@/features/orders/i18n.en').then((m) => m.ordersEn),
  orderHistory: () => import('@/features/order-history/i18n.en').then((m) => m.orderHistoryEn),
  onboarding: () => import('@/features/onboarding/i18n.en').then((m) => m.onboardingEn),
  account: () => import('@/features/account/i18n.en').then((m) => m.accountEn),
  journal: () => import('@/features/journal/i18n.en').then((m) => m.journalEn),
  kitchen: () => import('@/features/kitchen/i18n.en').then((m) => m.kitchenEn),
  kitchenEdit: () => import('@/features/kitchen-edit/i18n.en').then((m) => m.kitchenEditEn),
  foodForm: () => import('@/features/food-form/i18n.en').then((m) => m.foodFormEn),
  prepSheet: () => import('@/features/prep-sheet/i18n.en').then((m) => m.prepSheetEn),
  menu: () => import('@/features/menu/i18n.en').then((m) => m.menuEn),
  foodOptions: () => import('@/features/food-options/i18n.en').then((m) => m.foodOptionsEn),
} satisfies Record<LaterNamespace, () => Promise<ResourceKey>>;
