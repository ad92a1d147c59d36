// A form's draft as it was when the screen opened (read once per database): the form starts from
// it, and later saves of the same draft (the chef typing) do not restart the form.
import { useEffect, useState } from 'react';
import type { ChefDb } from '@/db/chef-db';
import { readDraft, type DraftForm } from '@/db/drafts';

export function useInitialDraft(db: ChefDb | null, form: DraftForm): { loaded: boolean; values: unknown } {
  const [state, setState] = useState<{ db: ChefDb | null; form: DraftForm | null; values: unknown }>({ db: null, form: null, values: undefined });
  useEffect(() => {
    if (!db) return;
    let live = true;
    readDraft(db, form).then(
      (values) => live && setState({ db, form, values }),
      (error: unknown) => {
        console.error('Reading the draft failed', error);
        if (live) setState({ db, form, values: undefined });
      },
    );
    return () => {
      live = false;
    };
  }, [db, form]);
  return { loaded: db !== null && state.db === db && state.form === form, values: state.values };
}
