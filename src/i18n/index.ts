// i18next set-up. Each feature brings its own namespace of English texts (`features/*/i18n.en.ts`).
// The sign-in screens' namespaces come with the first download (src/app/i18n-resources.ts); every
// other namespace is its own small chunk (src/app/i18n-namespaces.ts), which a route loads with
// `loader: () => loadTexts(...)` before it renders, so no screen paints raw keys. The service
// worker precaches the chunks, so they load offline too. Validation messages come from the contract,
// split like the texts: the sign-in ones (`validation`) in the first download, each other feature's
// table its own namespace (`validationMenu`...) that `loadTexts` brings with the feature's texts.
// Schemas keep one key form, `validation:foodNameRequired`: a key missing from `validation` is
// looked up in the loaded feature tables (i18next's fallbackNS).
import i18next, { type BackendModule, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage } from '@/session/language';

/** The namespaces that load on demand. */
export type LaterNamespace =
  | 'shell'
  | 'notifications'
  | 'sync'
  | 'orders'
  | 'orderHistory'
  | 'onboarding'
  | 'account'
  | 'journal'
  | 'kitchen'
  | 'kitchenEdit'
  | 'kitchenSchedule'
  | 'foodForm'
  | 'prepSheet'
  | 'menu'
  | 'foodOptions'
  | 'tickets'
  | 'ticketCreate'
  | 'ticketDetails'
  | 'attachments'
  | 'push'
  | 'install'
  | 'uikit'
  | 'alarm'
  | 'earnings'
  | ValidationNamespace;

/** The contract's validation tables after the sign-in one (src/contract/messages.*.en.ts). */
export const validationNamespaces = ['validationOrders', 'validationOnboarding', 'validationKitchen', 'validationMenu', 'validationTickets'] as const;
export type ValidationNamespace = (typeof validationNamespaces)[number];

/** The validation table a feature's screens show (its forms' messages), loaded with its texts. */
const validationOf: Partial<Record<LaterNamespace, ValidationNamespace>> = {
  orders: 'validationOrders',
  onboarding: 'validationOnboarding',
  kitchen: 'validationKitchen',
  kitchenEdit: 'validationKitchen',
  kitchenSchedule: 'validationKitchen',
  menu: 'validationMenu',
  foodForm: 'validationMenu',
  foodOptions: 'validationMenu',
  tickets: 'validationTickets',
  ticketCreate: 'validationTickets',
  ticketDetails: 'validationTickets',
  attachments: 'validationTickets',
};

type Loaders = Record<LaterNamespace, () => Promise<ResourceKey>>;

function lazyTexts(loaders: Partial<Loaders>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(_language, namespace, callback) {
      const load = Object.hasOwn(loaders, namespace) ? loaders[namespace as LaterNamespace] : undefined;
      if (!load) return callback(null, {});
      load().then(
        (texts) => callback(null, texts),
        (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
      );
    },
  };
}

/** `later`: where the on-demand namespaces come from (tests may leave it out). */
export function initI18n(resources: Resource, later: Partial<Loaders> = {}): typeof i18next {
  void i18next
    .use(lazyTexts(later))
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      ns: Object.keys(resources.en ?? {}),
      lng: getLanguage(),
      fallbackLng: 'en',
      defaultNS: 'common',
      fallbackNS: [...validationNamespaces],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  return i18next;
}

/** Loads the namespaces a screen shows (English texts: the app's one language today). */
export async function loadTexts(...namespaces: LaterNamespace[]): Promise<void> {
  const tables = namespaces.flatMap((namespace) => validationOf[namespace] ?? []);
  await i18next.loadNamespaces([...new Set([...namespaces, ...tables])]);
}

export { i18next };
