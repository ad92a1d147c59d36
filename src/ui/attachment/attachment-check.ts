// The one place the screens check an attachment: the contract's content check (shared with the
// server, src/contract/attachment.ts): the MIME type the content shows, or the contract's message
// key saying why not (empty, over 5 MB, not a PDF, JPG, PNG, DOC or DOCX).
import { attachmentAccept, checkAttachment, msg } from '@/contract';

export const ticketAttachmentAccept = attachmentAccept;

export async function checkTicketAttachment(file: File): Promise<{ type: string } | { problem: string }> {
  const checked = await checkAttachment(file);
  return 'problem' in checked ? { problem: msg(checked.problem) } : checked;
}
