// The chef's words for each outbox operation, one table for every screen that names one: the
// "not saved" list and the sync status (namespace `sync`) and the journal (namespace `journal`).
// A kind added to src/db/outbox-entry.ts without its label here fails the type check.
import type { OutboxOperation } from '@/db/outbox-entry';

export const operationLabels: Record<OutboxOperation['kind'], string> = {
  markNotificationRead: 'Mark notification read',
  markAllNotificationsRead: 'Mark all notifications read',
  acceptOrder: 'Accept order',
  refuseOrder: 'Refuse order',
  requestPickup: 'Ask the customer to switch to pickup',
  markOrderReady: 'Mark order ready',
  completeOrder: 'Complete order',
  updateProfile: 'Save your profile',
  signContract: 'Sign the contract',
  updateKitchen: 'Save the kitchen',
  setKitchenOpen: 'Open or close the kitchen',
  pauseKitchen: 'Pause new orders',
  resumeKitchen: 'Resume new orders',
  setKitchenBusy: 'Turn on busy mode',
  endKitchenBusy: 'Turn off busy mode',
  createFood: 'Add a food',
  updateFood: 'Save a food',
  deleteFood: 'Delete a food',
  setFoodQuantity: 'Set the daily quantity',
  setFoodAvailability: 'Mark sold out or available',
  reorderFoods: 'Reorder the menu',
  createOptionGroup: 'Add an option group',
  updateOptionGroup: 'Save an option group',
  deleteOptionGroup: 'Delete an option group',
  reorderOptionGroups: 'Reorder option groups',
  createOption: 'Add an option',
  updateOption: 'Save an option',
  deleteOption: 'Delete an option',
  reorderOptions: 'Reorder options',
  createTicket: 'Open a support ticket',
  replyToTicket: 'Reply to a support ticket',
  readTicket: 'Mark a support ticket read',
};
