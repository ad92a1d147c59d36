// What the outbox holds: one entry per chef action waiting for the server. The operation kinds are
// a typed union; each later feature adds its kinds here and its request/effect in src/sync/operations.
import type { KitchenUpdateRequest, PauseLength, pickupReasons, ProfileUpdateRequest, refuseReasons } from '@/contract';

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
  | { kind: 'updateProfile'; profile: ProfileUpdateRequest }
  | { kind: 'signContract'; version: string; signatureName: string }
  /** The kitchen's fields, and a new logo (already resized on the device) when the chef chose one. */
  | { kind: 'updateKitchen'; kitchen: KitchenUpdateRequest; logo: Blob | null; logoName: string | null }
  | { kind: 'setKitchenOpen'; isOpen: boolean }
  | { kind: 'pauseKitchen'; pauseFor: PauseLength }
  | { kind: 'resumeKitchen' };

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
  attempts: number;
  /** Not before this time (ms since epoch): the backoff after a temporary failure. */
  nextAttemptAt: number;
  lastError: string | null;
  /** The engine (tab) sending it right now, and until when its claim holds (ms since epoch). */
  claimedBy: string | null;
  claimedUntil: number;
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
