// The contract's validation messages for support tickets and their attachments: loaded with the tickets texts (namespace `validationTickets`).
// Schemas name them by key through `msg` (messages.en.ts); the server answers the English text.
export const ticketsMessages = {
  ticketTitleRequired: 'Title is required.',
  ticketOrderInvalid: 'The order is not one of yours.',
  ticketTitleLength: 'Title must be between 5 and 100 characters.',
  ticketDescriptionRequired: 'Description is required.',
  ticketDescriptionLength: 'Description must be between 10 and 1000 characters.',
  ticketReplyRequired: 'Reply is required.',
  ticketReplyLength: 'Reply must be between 5 and 1000 characters.',
  attachmentTooLarge: 'The attachment is larger than 5 MB.',
  attachmentType: 'The attachment must be a PDF, JPG, PNG, DOC or DOCX file.',
  attachmentEmpty: 'The attachment is empty.',
} as const;
