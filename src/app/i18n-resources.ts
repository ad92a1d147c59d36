// Every namespace of English texts the app uses, gathered for i18next (src/i18n).
import type { Resource } from 'i18next';
import { validationMessages } from '@/contract';
import { accountEn } from '@/features/account';
import { auth } from '@/features/auth';
import { journalEn } from '@/features/journal';
import { notificationsEn } from '@/features/notifications';
import { ordersEn } from '@/features/orders';
import { onboardingEn } from '@/features/onboarding';
import { orderHistoryEn } from '@/features/order-history';
import { screens } from '@/features/placeholder';
import { shellEn } from '@/features/shell';
import { syncEn } from '@/features/sync-status';
import { common } from '@/i18n/common.en';

export const resources = {
  en: {
    common,
    validation: validationMessages,
    auth,
    screens,
    shell: shellEn,
    notifications: notificationsEn,
    sync: syncEn,
    orders: ordersEn,
    orderHistory: orderHistoryEn,
    onboarding: onboardingEn,
    account: accountEn,
    journal: journalEn,
  },
} satisfies Resource;
