// The namespaces of English texts in the first download: what the sign-in screens and the
// not-found screen show. Every other namespace loads with its route (src/i18n/namespaces.ts).
import type { Resource } from 'i18next';
import { authMessages } from '@/contract/messages.auth.en';
import { auth } from '@/features/auth/i18n.en';
import { screens } from '@/features/placeholder/i18n.en';
import { common } from '@/i18n/common.en';

export const resources = {
  en: {
    common,
    // Only the sign-in screens' validation messages; each feature's come with its texts.
    validation: authMessages,
    auth,
    screens,
  },
} satisfies Resource;
