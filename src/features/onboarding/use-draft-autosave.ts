// Saves a form's values as a draft while the chef types, at most every 300 ms; a save still
// waiting when the screen closes is written at once, so leaving the screen loses nothing.
import { useCallback, useEffect, useRef } from 'react';
import type { ChefDb } from '@/db/chef-db';
import { saveDraft, type DraftForm } from '@/db/drafts';

export const DRAFT_DEBOUNCE_MS = 300;

export function useDraftAutosave(db: ChefDb | null, form: DraftForm): (values: unknown) => void {
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);

  useEffect(
    () => () => {
      const waiting = pending.current;
      pending.current = null;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      waiting.write();
    },
    [db, form],
  );

  return useCallback(
    (values: unknown) => {
      if (!db) return;
      if (pending.current) clearTimeout(pending.current.timer);
      const write = () => void saveDraft(db, form, values).catch((error: unknown) => console.error('Saving the draft failed', error));
      pending.current = {
        write,
        timer: setTimeout(() => {
          pending.current = null;
          write();
        }, DRAFT_DEBOUNCE_MS),
      };
    },
    [db, form],
  );
}
