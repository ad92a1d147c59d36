// Titles of the screens (namespace `screens`, in the first download): the screens'
// headings, and every route's document title (src/routes/-route-title.tsx).
export const screens = {
  signIn: 'Sign in',
  register: 'Create your account',
  forgotPassword: 'Reset your password',
  journal: 'Journal',
  earnings: 'Earnings',
  accountOnHold: 'Account on hold',
  kitchen: 'Kitchen',
  kitchenEdit: 'Edit kitchen',
  kitchenSchedule: 'Opening hours',
  prepSheet: "Today's prep sheet",
  foods: 'Foods',
  foodCreate: 'Create food',
  foodEdit: 'Edit food',
  foodOptions: 'Manage options',
  ordersActive: 'Active orders',
  ordersHistory: 'Order history',
  orderDetails: 'Order details',
  tickets: 'Support tickets',
  ticketCreate: 'New ticket',
  ticketDetails: 'Ticket details',
  profile: 'Profile',
  updateProfile: 'Update profile',
  changePassword: 'Change password',
  uploadDocuments: 'Upload documents',
  pendingApproval: 'Pending approval',
  formLayout: 'Form layout',
  notifications: 'Notifications',
  notificationListener: 'Notification listener',
  notFound: 'Page not found',
  notFoundText: 'There is nothing at this address.',
  backHome: 'Go to the kitchen',
};

/** A screen's title (every key but the not-found screen's texts). */
export type ScreenTitle = Exclude<keyof typeof screens, 'notFoundText' | 'backHome'>;
