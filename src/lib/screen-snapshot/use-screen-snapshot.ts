// A screen that starts the app (SNAPSHOT_PATHS) calls this with `ready` once it shows what it read
// from the device. Then the snapshot the service worker painted is taken off in the same commit
// (so the page never shows both), and a new snapshot is stored a moment after each change and when
// the app goes to the background, for the next start.
import { useEffect, useLayoutEffect } from 'react';
import { measurePictureEntries, storeScreenSnapshot, takeScreenSnapshot } from './capture';
import { removePaintedSnapshot } from './painted';
import type { SnapshotPath } from '@/db/screen-snapshot';

/** Wait this long after a change before taking a picture (a burst of changes makes one). */
export const SNAPSHOT_DELAY_MS = 1_000;

/** `measure`: where the cards start is measured first (a second after a change; not as the app is
 * hidden, where a layout would hold up the switch away: the last measure serves). */
function keep(path: SnapshotPath, chefId: number, measure: boolean): void {
  if (measure) measurePictureEntries();
  const snapshot = takeScreenSnapshot(path, chefId);
  if (!snapshot) return;
  storeScreenSnapshot(snapshot).catch((error: unknown) => console.warn('Could not keep a snapshot of the screen', error));
}

/**
 * @param ready  the screen shows its content from the device (not a loading state)
 * @param change anything that changes what is on screen (the rows, for instance)
 * @param complete the screen has drawn all of it (a screen that draws in steps): the picture is
 *   taken only then
 */
export function useScreenSnapshot(path: SnapshotPath, chefId: number | undefined, ready: boolean, change: unknown, complete = true): void {
  useLayoutEffect(() => {
    if (ready) removePaintedSnapshot();
  }, [ready]);

  useEffect(() => {
    if (!ready || !complete || chefId === undefined) return;
    const timer = setTimeout(() => keep(path, chefId, true), SNAPSHOT_DELAY_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keep(path, chefId, false);
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [path, chefId, ready, complete, change]);
}
