// What the outbox holds: one entry per chef action waiting for the server. The operation kinds are
// a typed union; each later feature adds its kinds here and its request/effect in src/sync/operations.
import type { TapStamp } from '@/lib/tap-clock';
import type { BusyExtraMinutes, BusyLength, FoodRequest, ReadyDelayMinutes, KitchenUpdateRequest, OptionGroupRequest, OptionRequest, PauseLength, pickupReasons, ProfileUpdateRequest, refuseReasons, TicketOrder, WeeklySchedule } from '@/contract';

export type NotificationId = number | string;
export type RefuseReason = (typeof refuseReasons)[number];
export type PickupReason = (typeof pickupReasons)[number];

export type OutboxOperation =
  | { kind: 'markNotificationRead'; notificationId: NotificationId }
  | { kind: 'markAllNotificationsRead' }
  | { kind: 'acceptOrder'; orderId: number; preparationTime: number; notes: string }
  | { kind: 'refuseOrder'; orderId: number; reason: RefuseReason; notes: string }
  | { kind: 'requestPickup'; orderId: number; reason: PickupReason; notes: string }
  | { kind: 'markOrderReady'; orderId: number }
  | { kind: 'completeOrder'; orderId: number }
  /** Running late: move an accepted order's ready time (src/contract/order-delay.ts). */
  | { kind: 'delayOrder'; orderId: number; minutes: ReadyDelayMinutes }
  | { kind: 'updateProfile'; profile: ProfileUpdateRequest }
  | { kind: 'signContract'; version: string; signatureName: string }
  /** The kitchen's fields, and a new logo (already resized on the device) when the chef chose one. */
  | { kind: 'updateKitchen'; kitchen: KitchenUpdateRequest; logo: Blob | null; logoName: string | null }
  | { kind: 'setKitchenOpen'; isOpen: boolean }
  | { kind: 'pauseKitchen'; pauseFor: PauseLength }
  | { kind: 'resumeKitchen' }
  /** Busy mode (src/sync/operations/busy-effect.ts), on the entity `kitchen` like a pause. */
  | { kind: 'setKitchenBusy'; extraMinutes: BusyExtraMinutes; busyFor: BusyLength }
  | { kind: 'endKitchenBusy' }
  /** The week's hours and closures (src/sync/operations/schedule-operations.ts), entity `kitchen`:
   * the whole week (last write wins), a closure with the device's id for it, and a closure's
   * removal by its id or that client_id (`ref`). */
  | { kind: 'saveSchedule'; schedule: WeeklySchedule }
  | { kind: 'addClosure'; closure: { client_id: string; from: string; to: string; reason: string } }
  | { kind: 'removeClosure'; ref: string }
  // The menu (src/sync/operations/menu-operations.ts): all on the entity `menu`, so they reach the server in the
  // order the chef made them, a food's create before its groups and options. `foodKey` is the
  // device's row key (menuKey); `*Ref` is how the URL names a thing: its client_id when the device
  // made it (the server accepts it before it has given an id), else its slug or id.
  | { kind: 'createFood'; food: FoodRequest & { client_id: string }; image: Blob; imageName: string }
  | { kind: 'updateFood'; foodKey: string; foodRef: string; food: FoodRequest; image: Blob | null; imageName: string | null }
  | { kind: 'deleteFood'; foodKey: string; foodRef: string }
  | { kind: 'setFoodQuantity'; foodKey: string; foodRef: string; dailyQuantity: number | null }
  | { kind: 'setFoodAvailability'; foodKey: string; foodRef: string; available: boolean }
  | { kind: 'reorderFoods'; foodKeys: string[]; foodRefs: string[] }
  | { kind: 'createOptionGroup'; foodKey: string; foodRef: string; group: OptionGroupRequest & { client_id: string } }
  | { kind: 'updateOptionGroup'; foodKey: string; groupRef: string; group: OptionGroupRequest }
  | { kind: 'deleteOptionGroup'; foodKey: string; groupRef: string }
  | { kind: 'reorderOptionGroups'; foodKey: string; foodRef: string; groupRefs: string[] }
  | { kind: 'createOption'; foodKey: string; groupRef: string; option: OptionRequest & { client_id: string } }
  | { kind: 'updateOption'; foodKey: string; optionRef: string; option: OptionRequest }
  | { kind: 'deleteOption'; foodKey: string; optionRef: string }
  | { kind: 'reorderOptions'; foodKey: string; groupRef: string; optionRefs: string[] }
  /** Sold out for the kitchen's day, or back (src/contract/option-sold-out.ts). */
  | { kind: 'setOptionSoldOut'; foodKey: string; optionRef: string; soldOut: boolean }
  // Support tickets (src/sync/operations/ticket-operations.ts): all on the entity `tickets`, so a ticket's
  // create reaches the server before its replies. `ticketKey` is the device's row key (ticketKey);
  // `ticketRef` names the ticket in the URL (its client_id when the device made it, else its id).
  // An attachment waits here as a Blob until the server has it.
  | { kind: 'createTicket'; ticket: { client_id: string; title: string; description: string; order?: TicketOrder | null }; attachment: Blob | null; attachmentName: string | null }
  | { kind: 'replyToTicket'; ticketKey: string; ticketRef: string; reply: { client_id: string; message: string }; attachment: Blob | null; attachmentName: string | null }
  | { kind: 'readTicket'; ticketKey: string; ticketRef: string }
  // Signed-in devices (src/sync/operations/device-operations.ts), each on its entity `device:{id}`.
  | { kind: 'setDeviceRings'; deviceId: number; rings: boolean }
  | { kind: 'signOutDevice'; deviceId: number };

export type OutboxEntry = {
  /** Local order of the entries (auto-increment). */
  seq?: number;
  /** Client-generated UUID v4, sent as `Idempotency-Key`. */
  id: string;
  /** What the action touches, e.g. `notification:12`: entries of one entity are sent in order. */
  entity: string;
  operation: OutboxOperation;
  /** Device time of the chef's tap (ISO 8601), sent as `X-Action-At`. */
  actionAt: string;
  /** The tap's page or worker and its monotonic clock (src/lib/tap-clock.ts): a send from the same
   * context does not count a device clock put right since the tap into `X-Action-Age`. */
  tapped?: TapStamp;
  attempts: number;
  /** Of those failures, how many the API itself answered, with its JSON error envelope (a 500):
   * only they count towards "stuck" (src/sync/engine/stuck.ts). No answer at all, a gateway's or a CDN's
   * page (502, 503, 504, 52x), a maintenance 503 and a rate limit (429) are the way to the API or
   * a "not now", not this action's fault. Absent means 0. */
  answeredFailures?: number;
  /** When its first temporary failure since it was written, or since "Try again", came (ms since
   * epoch): it is never stuck before it has been failing for STUCK_MIN_AGE_MS. */
  failingSince?: number | null;
  /** Not before this time (ms since epoch): the backoff after a temporary failure. */
  nextAttemptAt: number;
  /** Not before this time either (ms since epoch): the server's `Retry-After` (a 429, a 503). Kept
   * apart from `nextAttemptAt`, which `online` and a reconnect make due at once. */
  retryAfterAt?: number | null;
  /** Where and when the Retry-After wait began (src/lib/tap-clock.ts): in that page, a device clock
   * put forward during the wait does not end it early. */
  retryAfterStamp?: TapStamp | null;
  lastError: string | null;
  /** The engine (tab) sending it right now, and until when its claim holds (ms since epoch). */
  claimedBy: string | null;
  claimedUntil: number;
  /** The version of its operation's shape (src/sync/engine/operation-versions.ts); absent means 1. A build
   * leaves an entry of a kind or version it does not know to a newer tab or worker. */
  opVersion?: number;
  /** When it became stuck (ms since epoch; src/sync/engine/stuck.ts): not sent again until the chef says
   * "Try again". Absent or null: it is sent as usual. */
  stuckAt?: number | null;
};

/** An action the server refused for good; shown to the chef in the "not saved" list. */
export type NotSavedEntry = {
  id: string;
  operation: OutboxOperation;
  actionAt: string;
  refusedAt: string;
  status: number | null;
  reason: string;
};
