// Titles of the screens that later issues build (namespace `screens`).
export const screens = {
  kitchen: 'Kitchen',
  kitchenEdit: 'Edit kitchen',
  foods: 'Foods',
  foodCreate: 'Create food',
  foodEdit: 'Edit food',
  foodOptions: 'Manage options',
  ordersActive: 'Active orders',
  ordersHistory: 'Order history',
  orderDetails: 'Order details',
  tickets: 'Support tickets',
  ticketCreate: 'Create ticket',
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
  comingSoon: 'This screen is on its way.',
};

export type ScreenTitle = Exclude<keyof typeof screens, 'comingSoon' | 'notFound' | 'notFoundText' | 'backHome'>;
