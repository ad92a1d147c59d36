// English texts of the chef's own account screens (namespace `account`).
import type { ChefStatus } from '@/contract';

/** The chef's account status in their own words (spec section 4). */
const status = {
  registered: 'Profile to complete',
  personal_info_filled: 'Documents to upload',
  document_uploaded: 'Contract to sign',
  contract_signed: 'Pending approval',
  need_admin_approval: 'Pending approval',
  pending: 'Pending approval',
  approved: 'Approved',
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
} as const satisfies Record<ChefStatus, string>;

export const accountEn = {
  profile: {
    title: 'Profile',
    subtitle: 'Your account details and where your application stands.',
    detailsTitle: 'Your details',
    contactSupport: 'To change your details, contact support.',
    onboardingHint: 'Your account is not approved yet. Finish the remaining steps to start selling.',
    notGiven: 'Not given yet',
    loading: 'Loading your profile…',
    changePassword: 'Change password',
    continueOnboarding: 'Continue onboarding',
    terms: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      idNumber: 'ID number',
      city: 'City',
      mainStreet: 'Main street',
      address: 'Address',
      zipCode: 'Postal code',
      status: 'Account status',
    },
    status,
  },
  changePassword: {
    title: 'Change password',
    subtitle: 'Other devices signed in to your account will need to sign in again.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHelp: 'At least 8 characters with upper and lower case letters, a digit and a special character',
    confirmNewPassword: 'Confirm new password',
    submit: 'Change password',
    cancel: 'Back to profile',
    offline: 'You are offline. Changing your password needs a connection.',
    success: 'Password changed',
    successDescription: 'Your new password is active. Other devices will need to sign in again.',
  },
} as const;
