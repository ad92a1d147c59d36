// Saving a form through the outbox: one entry (mutate), so the device changes at once and the
// server gets it when online, exactly once; the form's draft is cleared as the outbox now keeps the
// change. Offline the chef is told plainly it is kept and sent later (and, if the screen says so,
// moves on at once). The success toast shows once the server accepted it (whenSettled), and then,
// if the chef is still on the screen, it moves on; a refusal says why and the form is editable again.
import { useEffect, useRef, useState } from 'react';
import type { ChefDb } from '@/db/chef-db';
import { clearDraft, type DraftForm } from '@/db/drafts';
import type { OutboxOperation } from '@/db/outbox-entry';
import { mutate } from '@/sync/engine/mutate';
import { whenSettled } from '@/sync/engine/settled';
import { notify } from './toaster';

export type SaveState = { state: 'editing' } | { state: 'saved'; entryId: string } | { state: 'done' };

/** What the chef reads: kept offline, refused (with the server's reason), accepted. */
export type OutboxSaveTexts = {
  savedOffline: [title: string, description: string];
  notSaved: (reason: string) => string;
  accepted: [title: string, description: string];
};

export type OutboxSaveOptions = {
  draft: DraftForm;
  /** Offline, move on at once (true), or only once the server accepted the change (false). */
  leaveOffline: boolean;
  /** For the console, when following the entry fails: "the kitchen edit". */
  what: string;
};

/** `onLeave` moves the chef on; `send` passes it what the screen needs (the new client_id). */
export function useOutboxSave<Leave = void>(db: ChefDb, options: OutboxSaveOptions, onLeave: (leave: Leave) => void) {
  const [save, setSave] = useState<SaveState>({ state: 'editing' });
  const here = useRef(true);
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  }, [onLeave]);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);

  const { draft, leaveOffline, what } = options;
  const send = async (operation: OutboxOperation, texts: OutboxSaveTexts, where: Leave) => {
    const entry = await mutate(db, operation);
    await clearDraft(db, draft);
    const offline = !navigator.onLine;
    if (here.current) setSave({ state: 'saved', entryId: entry.id });
    if (offline) {
      notify.info(...texts.savedOffline, 5000);
      if (leaveOffline) leave.current(where);
    }
    void whenSettled(db, entry.id).then(
      (outcome) => {
        if (!outcome.accepted) {
          notify.error(texts.notSaved(outcome.refusal.reason));
          if (here.current) setSave({ state: 'editing' });
          return;
        }
        notify.success(...texts.accepted);
        if (!here.current) return;
        setSave({ state: 'done' });
        if (!(offline && leaveOffline)) leave.current(where);
      },
      (error: unknown) => console.error(`Following ${what} failed`, error),
    );
  };

  return { save, send };
}
