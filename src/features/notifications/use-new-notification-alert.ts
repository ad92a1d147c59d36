// The alert for a new notification: a toast with its title and body (5 s) and the chime, unless
// the event has its own alert (the new-order alarm, the cancellation toast, the welcome toast:
// fresh-notifications.ts `alertedElsewhere`), and unless the dropdown is open: the chef is reading
// the list, where it shows at the top, and a toast would only cover it; the bell shakes for 1 s either way. "New" = a row this tab had not seen, still unread, created after the
// page loaded (see fresh-notifications.ts). The rows of the first result, and those of the first
// pull on this device, are the baseline.
import { liveQuery } from 'dexie';
import { useEffect, useState, type RefObject } from 'react';
import type { ChefDb } from '@/db/chef-db';
import type { CollectionName } from '@/sync/pull/collections';
import { notify } from '@/ui/toaster';
import { takeFresh, toastWorthy, type AlertWatch } from './fresh-notifications';
import { LIST_SIZE } from './queries';

export const SHAKE_MS = 1_000;
const TOAST_MS = 5_000;
/** More at once (e.g. after being offline) get one toast each up to this many. */
const MAX_TOASTS = 3;

const pageLoadedAt = Date.now();
const NOTIFICATIONS_COLLECTION: CollectionName = 'notifications';

/** Play the chime; the element records each try (data-last-played) and a refusal (data-play-error). */
export function playSound(audio: HTMLAudioElement | null): void {
  if (!audio) return;
  audio.dataset.lastPlayed = String(Date.now());
  audio.currentTime = 0;
  audio
    .play()
    .then(() => delete audio.dataset.playError)
    .catch((error: unknown) => {
      // Browsers refuse sound before the chef's first tap: the toast and the shake still show.
      audio.dataset.playError = error instanceof Error ? error.name : 'Error';
    });
}

/**
 * Safari (iOS) plays an element only after one play() inside a tap: on the chef's first tap,
 * play it muted and stop it at once, so the chime can sound later without a tap.
 */
function useUnlockSound(audioRef: RefObject<HTMLAudioElement | null>): void {
  useEffect(() => {
    const unlock = () => {
      const audio = audioRef.current;
      if (!audio || audio.dataset.lastPlayed) return;
      audio.muted = true;
      void audio
        .play()
        .then(() => {
          if (audio.dataset.lastPlayed) return; // a real chime started meanwhile
          audio.pause();
          audio.currentTime = 0;
        })
        .catch(() => undefined)
        .finally(() => {
          audio.muted = false;
        });
    };
    window.addEventListener('pointerdown', unlock, { once: true, capture: true });
    return () => window.removeEventListener('pointerdown', unlock, { capture: true });
  }, [audioRef]);
}

/** Watches the chef's notifications and alerts on new ones; returns whether the bell is shaking.
 * `listOpen` says whether the dropdown is open now (no toast then). */
export function useNewNotificationAlert(db: ChefDb | null, audioRef: RefObject<HTMLAudioElement | null>, listOpen: RefObject<boolean>): boolean {
  const [shaking, setShaking] = useState(false);
  useUnlockSound(audioRef);

  useEffect(() => {
    if (!db) return;
    let watch: AlertWatch | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => ({
      rows: await db.notifications.orderBy('created_at').reverse().limit(LIST_SIZE).toArray(),
      pulled: (await db.syncState.get(NOTIFICATIONS_COLLECTION)) !== undefined,
    });
    const subscription = liveQuery(read).subscribe({
      next: ({ rows, pulled }) => {
        const result = takeFresh(watch, rows, pulled, pageLoadedAt);
        watch = result.watch;
        const fresh = result.fresh;
        if (fresh.length === 0) return;
        const toasts = toastWorthy(fresh);
        if (!listOpen.current) for (const row of toasts.slice(0, MAX_TOASTS)) notify.info(row.data.title, row.data.body || undefined, TOAST_MS);
        if (toasts.length > 0) playSound(audioRef.current);
        setShaking(true);
        clearTimeout(timer);
        timer = setTimeout(() => setShaking(false), SHAKE_MS);
      },
      error: (error: unknown) => console.error('Notification watch failed', error),
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [db, audioRef, listOpen]);

  return shaking;
}
