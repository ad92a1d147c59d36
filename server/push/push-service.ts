// Pushes every broadcast notification, and each reminder of a waiting order, to each device of
// the chef (a new order and its reminders: to the devices that ring for new orders). With an FCM sender
// (FIREBASE_SERVICE_ACCOUNT set) the messages go out one by one from a queue, after the request
// has been answered: failures are logged and never thrown, and a token FCM calls unregistered is
// forgotten. Without one, each message is written to the push log (`npm run admin -- push-log`).
// Either way every push and what became of it is kept in push_log.
import type { Db } from '../db/open.ts';
import { deleteFcmToken, fcmTokensOf } from '../store/fcm-tokens.ts';
import { recordPush } from '../store/push-log.ts';
import { fcmMessageFor, type FcmMessage, type PushPayload } from './fcm-message.ts';
import type { FcmSender, SendOutcome } from './fcm-sender.ts';

export interface PushDeps {
  db: Db;
  log: (line: string) => void;
  nowIso: () => string;
  publicUrl: string | undefined;
  /** null: no service account, the push log only. */
  sender: FcmSender | null;
}

export interface PushService {
  /** Queues the notification for every device of the chef; returns at once. */
  push(chefId: number, notification: PushPayload): void;
  /** Resolves when every queued message has been handled. */
  drained(): Promise<void>;
  /** No more pushes; waits for the ones under way (before the database closes). */
  stop(): Promise<void>;
}

/** How the log names a push: the notification, or an order's reminder. */
function nameOf(message: FcmMessage, notificationId: number | null): string {
  const { reminder, order_id: orderId } = message.data;
  if (reminder && reminder !== '0') return `reminder ${reminder} of order ${orderId ?? '?'}`;
  return `notification ${notificationId ?? '-'}`;
}

export function createPushService(deps: PushDeps): PushService {
  let tail: Promise<void> = Promise.resolve();
  let stopped = false;

  const record = (chefId: number, message: FcmMessage, notificationId: number | null, outcome: string) => {
    if (!deps.db.open) return;
    recordPush(deps.db, { chefId, token: message.token, notificationId, message, outcome }, deps.nowIso());
  };

  function outcomeText(outcome: SendOutcome): string {
    if (outcome.kind === 'sent') return 'sent';
    if (outcome.kind === 'gone') return `token removed: ${outcome.reason}`;
    return `failed: ${outcome.reason}`;
  }

  async function send(sender: FcmSender, chefId: number, message: FcmMessage, notificationId: number | null): Promise<void> {
    const outcome = await sender.send(message);
    if (outcome.kind === 'gone' && deps.db.open) deleteFcmToken(deps.db, message.token);
    if (outcome.kind !== 'sent') deps.log(`[push] ${nameOf(message, notificationId)} to a device of chef ${chefId}: ${outcomeText(outcome)}`);
    record(chefId, message, notificationId, outcomeText(outcome));
  }

  return {
    push(chefId, notification) {
      if (stopped) return;
      try {
        // A new order and its reminders ring only the devices chosen for that; the rest go to all.
        const ringingOnly = notification.type === 'new_order';
        const messages = fcmTokensOf(deps.db, chefId, ringingOnly).map((token) => fcmMessageFor(token, notification, deps.publicUrl));
        const { sender } = deps;
        if (!sender) {
          for (const message of messages) record(chefId, message, notification.id, 'logged');
          return;
        }
        for (const message of messages) {
          tail = tail
            .then(() => send(sender, chefId, message, notification.id))
            .catch((error: unknown) => deps.log(`[push] ${nameOf(message, notification.id)}: ${(error as Error).stack ?? String(error)}`));
        }
      } catch (error) {
        deps.log(`[push] notification ${notification.id ?? '-'} not pushed: ${(error as Error).message}`);
      }
    },
    drained: () => tail,
    async stop() {
      stopped = true;
      await tail;
    },
  };
}
