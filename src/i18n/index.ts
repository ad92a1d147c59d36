// i18next set-up. Each feature brings its own namespace of English texts (`features/*/i18n.en.ts`);
// src/app/i18n-resources.ts gathers them. Validation messages come from the contract.
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage } from '@/session/language';

export function initI18n(resources: Resource): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources,
    lng: getLanguage(),
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18next;
}

export { i18next };
