// English texts of the support ticket pieces the ticket screens share (namespace `attachments`,
// loaded with each ticket route): a ticket's status in words and the attachment field.
export const attachmentsEn = {
  ticketStatus: { open: 'Open', replied: 'Replied', waiting_reply: 'Waiting reply', resolved: 'Resolved', closed: 'Closed' },
  attachment: {
    label: 'Attachment (optional)',
    hint: 'PDF, JPG, PNG, DOC or DOCX, up to 5 MB.',
    choose: 'Attach a file',
    change: 'Choose another file',
    remove: 'Remove {{name}}',
    preview: 'Preview of {{name}}',
    notSentYet: 'not sent yet',
  },
};
