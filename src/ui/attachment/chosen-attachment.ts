// A file the chef attached to a ticket or a reply, as the form keeps it: the file itself (a Blob,
// so a draft in IndexedDB keeps it across a reload) with its name, type and size. Checked on the
// device BEFORE anything is sent (src/contract: the type read from the content, at most 5 MB), so
// a wrong file never waits in the outbox. A draft is untrusted data from storage: only an entry
// whose file really is a Blob is taken back.
import { checkTicketAttachment } from './attachment-check';

export type ChosenAttachment = {
  blob: Blob;
  name: string;
  type: string;
  size: number;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A chosen attachment read back from a draft; null when it is not one. */
export function attachmentOf(value: unknown): ChosenAttachment | null {
  if (!isRecord(value) || !(value.blob instanceof Blob) || typeof value.name !== 'string' || typeof value.type !== 'string') return null;
  return {
    blob: value.blob,
    name: value.name,
    type: value.type,
    size: value.blob.size,
  };
}

/** The file as the form keeps it, or the contract's message (a `validation:` key) saying why not. */
export async function chooseAttachment(file: File): Promise<{ chosen: ChosenAttachment } | { problem: string }> {
  const checked = await checkTicketAttachment(file);
  if ('problem' in checked) return checked;
  // The Blob carries the type its content shows (a .doc often comes with no type from the picker).
  const blob = file.type === checked.type ? file : file.slice(0, file.size, checked.type);
  return {
    chosen: {
      blob,
      name: file.name || 'attachment',
      type: checked.type,
      size: file.size,
    },
  };
}
