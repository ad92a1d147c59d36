// What the service worker writes on the chef's notifications (sw/push.ts through
// push-message.ts): the new-order actions, the reminder's words, and the answer to "Accept (usual
// time)" tapped on a notification. In i18next's form ({{name}}), filled by `fillText`: the worker
// runs without i18next, and the chef's language on the phone is the server's (English) anyway.
export const pushMessages = {
  acceptAction: 'Accept (usual time)',
  openAction: 'Open',
  reminderTitle: 'Order #{{number}} is still waiting',
  reminderTitleLeft: 'Order #{{number}} is still waiting — {{minutes}} min left to answer',
  reminderTitleLastMinute: 'Order #{{number}} is still waiting — less than a minute left to answer',
  accepted: 'Order #{{number}} accepted — {{minutes}} min',
  acceptedBody: 'The customer is told.',
  acceptQueued: 'Order #{{number}} accepted — {{minutes}} min',
  acceptQueuedBody: 'Accept will be sent when you are back online.',
  acceptRefused: 'Order #{{number}} was not accepted',
  notPending: 'Order #{{number}} no longer waits for an answer',
  notPendingBody: 'Open the app to see it.',
} as const;

/** `template` with each {{name}} replaced by `params[name]` (left as it is when missing). */
export function fillText(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
