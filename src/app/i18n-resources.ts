// The namespaces of English texts in the first download: what the sign-in screens and the
// not-found screen show. Every other namespace loads with its route (src/i18n/namespaces.ts).
import type { Resource } from 'i18next';
import { validationMessages } from '@/contract/messages.en';
import { auth } from '@/features/auth/i18n.en';
import { screens } from '@/features/placeholder/i18n.en';
import { common } from '@/i18n/common.en';

export const resources = {
  en: {
    common,
    validation: validationMessages,
    auth,
    screens,
  },
} satisfies Resource;
