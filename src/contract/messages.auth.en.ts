// The contract's validation messages for sign-in, registration, passwords and the realtime and push set-up: in the app's first download (namespace `validation`).
// Schemas name them by key through `msg` (messages.en.ts); the server answers the English text.
export const authMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  passwordRequired: 'Password is required.',
  passwordMin: 'Password must be at least 8 characters.',
  passwordStrong: 'Password must contain upper and lower case letters, a digit and a special character.',
  passwordConfirmationRequired: 'Please confirm your password.',
  passwordMismatch: 'Passwords do not match.',
  currentPasswordRequired: 'Current password is required.',
  newPasswordRequired: 'New password is required.',
  codeRequired: 'Verification code is required.',
  codeLength: 'Verification code must be exactly 6 characters.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameTooLong: 'Name may not be longer than 100 characters.',
  nameHiddenCharacters: 'Name may not contain control or text-direction characters.',
  tokenRequired: 'Token is required.',
  fcmTokenRequired: 'The push token is required.',
  socketIdInvalid: 'The socket id is invalid.',
  channelNameRequired: 'The channel name is required.',
} as const;
