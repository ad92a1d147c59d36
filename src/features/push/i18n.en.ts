// English texts of the push flow (namespace `push`): the permission prompt, the manual
// instructions, and the push toasts under dialogs.notifications (spec section 8).
export const pushEn = {
  dialogs: {
    notifications: {
      prompt: {
        title: 'Notifications',
        heading: 'Never miss an order',
        text: 'Allow notifications and your phone tells you the moment something happens, even when the app is closed.',
        benefits: {
          newOrders: 'New orders, as soon as a customer orders',
          orderUpdates: 'Order updates: cancellations and deliveries',
          announcements: 'Announcements from the marketplace',
        },
        notNow: 'Not now',
        allow: 'Allow',
      },
      manual: {
        title: 'Turn on notifications',
        intro: 'Notifications are blocked for this app. You can turn them on in your settings:',
        mobileTitle: 'On your phone',
        mobileSteps: ['Open your phone’s Settings and find Notifications.', 'Choose this app (or your browser).', 'Turn on Allow notifications.'],
        desktopTitle: 'On a computer',
        desktopSteps: ['Click the lock icon next to the address.', 'Find Notifications and choose Allow.', 'Reload the page.'],
        tip: 'Tip: new orders ring only while notifications are on, so keep them on during your opening hours.',
        gotIt: 'Got it',
        later: 'Later',
      },
      messages: {
        success: { title: 'Notifications enabled', description: 'You will be notified about new orders.' },
        warn: { title: 'Notifications not enabled', description: 'This device did not give a push address. Try again later.' },
        error: { title: 'Notifications error', description: 'Notifications could not be turned on.' },
        info: { title: 'Notifications disabled', description: 'You can turn them on later from your settings.' },
      },
      foreground: { defaultTitle: 'New notification', defaultMessage: 'You have a new notification.' },
    },
  },
};
