// The new-order alarm (mounted once for the whole main layout): watches the active orders in
// Dexie; a pending order that is new to this tab (alarm-selection.ts) loops the alarm until it is
// acknowledged in any tab (db.kv 'acknowledgedOrders') or is no longer pending. An order this tab
// had as active that the customer cancels plays the short alert and shows a toast; one the server
// refused as not answered in time shows a toast that says so. When the
// browser refuses to play, `soundBlocked` is true until a tap (the "Enable sound" control). While it
// rings the phone vibrates too, unless the chef turned that off (src/lib/alarm/settings.ts).
// The chef's journal hears when an order starts ringing in this tab, when the browser keeps it
// silent, and how it stopped (alarm-journal.ts).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import type { OrderRow } from '@/db/rows';
import { useAlarmSettings } from '@/lib/alarm/settings';
import { startVibrating } from '@/lib/alarm/vibration';
import { actedOnHere, noteAlarmRang, noteAlarmSilent, noteAlarmStopped } from '@/sync/journal/journal-notes';
import { notify } from '@/ui/toaster';
import { alarmChanges } from './alarm-journal';
import { acknowledgedSet, cancelledOrders, expiredOrders, pageLoadedAt, ringingOrders, watchNewOrders, type AlarmWatch } from './alarm-selection';
import { acknowledgeOrders } from './mutations';
import { sharedActiveOrders, type ActiveOrdersRead } from './queries';
import { playSound, primeSound, stopSound } from '@/lib/alarm/sound';

const CANCEL_TOAST_MS = 8_000;

export function useOrderAlarm(db: ChefDb | null) {
  const { t } = useTranslation('orders');
  const alarmRef = useRef<HTMLAudioElement>(null);
  const cancelRef = useRef<HTMLAudioElement>(null);
  const [ringing, setRinging] = useState<OrderRow[]>([]);
  const [blocked, setBlocked] = useState(false);
  const ringingRef = useRef<OrderRow[]>([]);
  const stoppedHere = useRef(new Set<number>());

  useEffect(() => {
    if (!db) return;
    let watch: AlarmWatch | null = null;
    let activeIds = new Set<number>();
    let stopped = false;
    let handled: ActiveOrdersRead | undefined;
    let queue = Promise.resolve();
    ringingRef.current = []; // a new look from scratch: what still rings is "rang" again (merged)
    // The same read as the orders list (queries.ts, sharedActiveOrders): rows, "pulled" and the
    // acknowledged ids from one transaction. Each new read is taken in turn, in order.
    const shared = sharedActiveOrders(db);
    const take = async ({ rows, pulled, acknowledged: stored }: ActiveOrdersRead) => {
      // What the orders that are no longer active became (cancelled, expired): only those are read
      // (not all 200 again on every change while an outbox is sent).
      const still = new Set(rows.map((row) => row.id));
      const left = (await db.orders.bulkGet([...activeIds].filter((id) => !still.has(id)))).filter((row) => row !== undefined);
      if (stopped) return;
      const acknowledged = acknowledgedSet(stored);
      watch = watchNewOrders(watch, rows, pulled !== undefined, pageLoadedAt()); // on the server's clock
      const cancelled = cancelledOrders(activeIds, left);
      const expired = expiredOrders(activeIds, left);
      activeIds = still;
      const now = ringingOrders(rows, watch.alarmed, acknowledged);
      const changes = alarmChanges({
        before: ringingRef.current,
        now,
        acknowledged,
        current: [...rows, ...left],
        stoppedHere: (id) => stoppedHere.current.has(id),
        actedOnHere: (id) => actedOnHere(id, Date.now()),
      });
      for (const order of changes.rang) noteAlarmRang(db, order);
      for (const { order, how } of changes.stopped) noteAlarmStopped(db, order, how);
      ringingRef.current = now;
      setRinging(now);
      for (const order of expired) notify.warning(t('alarm.expired', { number: order.number }), undefined, CANCEL_TOAST_MS);
      if (cancelled.length === 0) return;
      for (const order of cancelled) notify.warning(t('alarm.cancelled', { number: order.number }), undefined, CANCEL_TOAST_MS);
      void playSound(cancelRef.current);
    };
    const onRead = () => {
      const read = shared.snapshot();
      if (!read || read === handled) return;
      handled = read;
      queue = queue.then(() => take(read)).catch((error: unknown) => console.error('Order alarm watch failed', error));
    };
    const unsubscribe = shared.subscribe(onRead);
    onRead(); // the list may have read it already
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [db, t]);

  const ringingNow = ringing.length > 0;
  useEffect(() => {
    const audio = alarmRef.current;
    if (!audio) return;
    audio.dataset.ringing = String(ringingNow);
    if (!ringingNow) {
      stopSound(audio);
      return;
    }
    let current = true;
    if (audio.paused)
      void playSound(audio).then((played) => {
        if (!current) return;
        setBlocked(!played);
        if (!played && db) for (const order of ringingRef.current) noteAlarmSilent(db, order);
      });
    return () => {
      current = false;
    };
  }, [ringingNow, db]);

  const { vibrate } = useAlarmSettings();
  useEffect(() => (ringingNow && vibrate ? startVibrating() : undefined), [ringingNow, vibrate]);

  // The first tap anywhere primes both sounds (iOS); while blocked, any tap starts the alarm.
  useEffect(() => {
    const onTap = () => {
      primeSound(cancelRef.current);
      const audio = alarmRef.current;
      if (audio?.dataset.ringing === 'true' && audio.paused) void playSound(audio).then((played) => setBlocked(!played));
      else primeSound(audio);
    };
    window.addEventListener('pointerdown', onTap, { capture: true });
    return () => window.removeEventListener('pointerdown', onTap, { capture: true });
  }, []);

  const stop = () => {
    for (const order of ringing) stoppedHere.current.add(order.id);
    if (db) void acknowledgeOrders(db, ringing.map((order) => order.id)).catch((error: unknown) => notify.error(String(error)));
  };

  const enableSound = () => {
    void playSound(alarmRef.current, false).then((played) => setBlocked(!played));
  };

  return {
    alarmRef,
    cancelRef,
    /** The orders ringing now, newest first. */
    ringing,
    /** The browser refused to play the ringing alarm (only meaningful while ringing). */
    soundBlocked: ringingNow && blocked,
    stop,
    enableSound,
  };
}
