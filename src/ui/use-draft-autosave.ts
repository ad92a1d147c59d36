// Saves a form's values as a draft while the chef types, at most every 300 ms; a save still
// waiting when the screen closes is written at once, so leaving the screen loses nothing.
// useDraftSaver also gives `cancel`, which forgets a waiting save (the form was just sent or its
// changes discarded: no draft should come back).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ChefDb } from '@/db/chef-db';
import { saveDraft, type DraftForm } from '@/db/drafts';

export const DRAFT_DEBOUNCE_MS = 300;

export type DraftSaver = {
  save: (values: unknown) => void;
  cancel: () => void;
};

export function useDraftAutosave(db: ChefDb | null, form: DraftForm): (values: unknown) => void {
  return useDraftSaver(db, form).save;
}

export function useDraftSaver(db: ChefDb | null, form: DraftForm): DraftSaver {
  const pending = useRef<{
    timer: ReturnType<typeof setTimeout>;
    write: () => void;
  } | null>(null);

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

  const save = useCallback(
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

  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  return useMemo(() => ({ save, cancel }), [save, cancel]);
}
