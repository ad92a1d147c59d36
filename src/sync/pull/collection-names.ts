// The names of the server collections the app keeps a local copy of (collections.ts fetches them):
// a leaf, so the outbox, the operations and the server writes can name a collection without
// importing the fetchers (which import them back).
export const collectionNames = ['notifications', 'profile', 'cities', 'contract', 'kitchen', 'kitchenAnalytics', 'menu', 'tickets', 'activeOrders', 'devices'] as const;

export type CollectionName = (typeof collectionNames)[number];

/** The collections only an approved chef may read (the server answers 403 to anyone else: its
 * `approvedOnlyGroups`): a chef in onboarding or on hold does not ask for them. */
export const approvedOnlyCollections: ReadonlySet<CollectionName> = new Set(['kitchen', 'kitchenAnalytics', 'menu', 'tickets', 'activeOrders']);
