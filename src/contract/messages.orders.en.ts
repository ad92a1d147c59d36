// The contract's validation messages for order actions (preparation time, refusal reasons): loaded with the orders texts (namespace `validationOrders`).
// Schemas name them by key through `msg` (messages.en.ts); the server answers the English text.
export const ordersMessages = {
  preparationTimeRequired: 'Choose or type a preparation time.',
  preparationTimeRange: 'Preparation time must be between 1 and 240 minutes.',
  reasonRequired: 'Choose a reason.',
  notesRequiredForOther: 'Please add a note when the reason is Other.',
  notesTooLong: 'Notes may not be longer than 500 characters.',
} as const;
