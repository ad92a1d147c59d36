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
  kitchenSchedule: () => import('@/features/kitchen-schedule/i18n.en').then((m) => m.kitchenScheduleEn),
  foodForm: () => import('@/features/food-form/i18n.en').then((m) => m.foodFormEn),
  prepSheet: () => import('@/features/prep-sheet/i18n.en').then((m) => m.prepSheetEn),
  menu: () => import('@/features/menu/i18n.en').then((m) => m.menuEn),
  foodOptions: () => import('@/features/food-options/i18n.en').then((m) => m.foodOptionsEn),
  tickets: () => import('@/features/tickets/i18n.en').then((m) => m.ticketsEn),
  ticketCreate: () => import('@/features/ticket-create/i18n.en').then((m) => m.ticketCreateEn),
  ticketDetails: () => import('@/features/ticket-details/i18n.en').then((m) => m.ticketDetailsEn),
  attachments: () => import('@/ui/attachment/i18n.en').then((m) => m.attachmentsEn),
  push: () => import('@/features/push/i18n.en').then((m) => m.pushEn),
  install: () => import('@/features/install/i18n.en').then((m) => m.installEn),
  uikit: () => import('@/features/uikit/i18n.en').then((m) => m.uikitEn),
  alarm: () => import('@/features/alarm/i18n.en').then((m) => m.alarmEn),
  earnings: () => import('@/features/earnings/i18n.en').then((m) => m.earningsEn),
  // The contract's validation messages beyond the sign-in ones (src/i18n: `loadTexts` brings each
  // with the texts of the features that show it).
  validationOrders: () => import('@/contract/messages.orders.en').then((m) => m.ordersMessages),
  validationOnboarding: () => import('@/contract/messages.onboarding.en').then((m) => m.onboardingMessages),
  validationKitchen: () => import('@/contract/messages.kitchen.en').then((m) => m.kitchenMessages),
  validationMenu: () => import('@/contract/messages.menu.en').then((m) => m.menuMessages),
  validationTickets: () => import('@/contract/messages.tickets.en').then((m) => m.ticketsMessages),
} satisfies Record<LaterNamespace, () => Promise<ResourceKey>>;
