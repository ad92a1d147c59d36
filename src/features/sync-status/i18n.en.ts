// English texts of the sync status (namespace `sync`): connection, waiting actions, the "not
// saved" list, the "outdated" notice, storage problems, the /dev listener page, and the outbox
// operation labels that src/sync/operations/operations.ts names (`operation.*`).
import { operationLabels } from '@/i18n/operation-labels.en';

export const syncEn = {
  connection: {
    label: 'Connection: {{text}}',
    live: 'Live',
    connecting: 'Connecting…',
    reconnecting: 'Reconnecting…',
    offline: 'Offline since {{time}}',
    notConnected: 'Not connected',
    short: { live: 'Live', connecting: 'Connecting', reconnecting: 'Retrying', offline: 'Offline', notConnected: 'Retry' },
    detail: {
      live: 'New orders and messages arrive as they happen.',
      connecting: 'Connecting to live updates…',
      reconnecting_one: 'Next try in {{count}} s. Click to try now.',
      reconnecting_other: 'Next try in {{count}} s. Click to try now.',
      offline: 'No internet. Your changes are kept on this device and sent when you are back online.',
      notConnected: 'Live updates stopped. Click to connect again.',
    },
  },
  pending: {
    count_one: '{{count}} waiting to send',
    count_other: '{{count}} waiting to send',
    countWithSize_one: '{{count}} waiting to send · {{size}}',
    countWithSize_other: '{{count}} waiting to send · {{size}}',
    detail: 'Saved on this device; sent as soon as the connection allows.',
    withUpload: '{{text}} · {{upload}}',
  },
  // A file on its way (src/ui/use-upload-status.ts): how far, or when it is tried again.
  upload: {
    sending: { photo: 'Sending photo, {{percent}} %', attachment: 'Sending attachment, {{percent}} %', logo: 'Sending logo, {{percent}} %' },
    failed: {
      photo: 'Photo upload failed, trying again in {{when}}',
      attachment: 'Attachment upload failed, trying again in {{when}}',
      logo: 'Logo upload failed, trying again in {{when}}',
    },
    inSeconds_one: '{{count}} s',
    inSeconds_other: '{{count}} s',
    inMinutes_one: '{{count}} min',
    inMinutes_other: '{{count}} min',
  },
  notSaved: {
    button: 'Not saved ({{count}})',
    title: 'Not saved',
    intro: 'The server refused these changes, so they were undone on this device.',
    when: 'When',
    why: 'Why',
    dismiss: 'Dismiss',
    backToForm: 'Back to the form',
    close: 'Close',
    yourText: 'What you wrote',
    copy: 'Copy text',
    copied: 'Copied',
  },
  // Actions that kept failing and wait for the chef (src/sync/engine/stuck.ts).
  stuck: {
    button_one: 'Could not send ({{count}})',
    button_other: 'Could not send ({{count}})',
    title: 'Could not send',
    intro: 'These changes failed again and again, or this version of the app cannot send them, so they are no longer sent on their own. They are still on this device.',
    noAnswer: 'No answer from the server.',
    newerVersion: 'Written by a newer version of the app, which this version cannot send. Open the app’s newest version to send it, or copy what it says and discard it.',
    tryAgain: 'Try again',
    discard: 'Discard',
    close: 'Close',
  },
  outdated: {
    shown_one: 'Showing what this device had at {{time}} ({{count}} min ago).',
    shown_other: 'Showing what this device had at {{time}} ({{count}} min ago).',
    trying: 'Trying to refresh…',
    offline: 'It refreshes when you are back online.',
  },
  storage: {
    quota: 'Storage is full: free some space on this device so your changes can be saved.',
    'connection-lost': 'The local database was closed; reopening…',
    other: 'Saving on this device failed: {{message}}',
    dismiss: 'Dismiss',
  },
  // Storage the browser may take away (src/sync/engine/housekeeping.ts).
  safety: {
    notPersistent_one:
      '{{count}} change waits to be sent, and this browser may delete it when the device runs low on space. Install the app (or add it to your home screen) to keep your changes safe.',
    notPersistent_other:
      '{{count}} changes wait to be sent, and this browser may delete them when the device runs low on space. Install the app (or add it to your home screen) to keep your changes safe.',
    evicted:
      'This browser deleted what the app kept on this device. Changes that were not sent yet are lost: please check your orders, menu and kitchen.',
  },
  operation: operationLabels,

  unknownOperation: 'A change',
  dev: {
    title: 'Notification listener',
    intro: 'The live connection of this device and every realtime event it received (newest first, the last 50).',
    status: 'Status',
    restart: 'Restart connection',
    events: 'Events received',
    empty: 'No events yet',
    invalid: 'Not understood',
    back: 'Back to the app',
    problems: 'Answers the app could not read',
    problemsIntro: 'The server accepted these actions but its answer did not parse; the app pulled the data again instead (the last 50).',
    noProblems: 'None',
  },
};
