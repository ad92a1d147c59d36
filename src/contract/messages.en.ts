// The validation messages of the contract, in English (spec section 5). Schemas carry the keys;
// the server answers the English text, the app shows it through i18next (namespace `validation`).
export const validationMessages = {
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
  preparationTimeRequired: 'Choose or type a preparation time.',
  preparationTimeRange: 'Preparation time must be between 1 and 240 minutes.',
  reasonRequired: 'Choose a reason.',
  notesRequiredForOther: 'Please add a note when the reason is Other.',
  notesTooLong: 'Notes may not be longer than 500 characters.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Enter a Lithuanian phone number: +370XXXXXXXX or 8XXXXXXXX.',
  idNumberRequired: 'ID number is required.',
  idNumberInvalid: 'ID number must be exactly 11 digits.',
  cityRequired: 'Choose your city.',
  mainStreetRequired: 'Main street is required.',
  addressRequired: 'Address is required.',
  zipRequired: 'Postal code is required.',
  zipInvalid: 'Postal code must be in the format LT-XXXXX.',
  fieldTooLong: 'This field may not be longer than 150 characters.',
  identityDocumentRequired: 'The identity document is required.',
  hygieneCertificateRequired: 'The hygiene certificate is required.',
  documentTooLarge: 'The file is larger than 5 MB.',
  documentType: 'Only PDF, JPG and PNG files are accepted.',
  documentContent: 'The file is not really a PDF, JPG or PNG: its content does not match its name.',
  documentEmpty: 'The file is empty.',
  contractVersionRequired: 'The contract version is required.',
  contractAcceptRequired: 'Tick the box to accept the contract.',
  signatureRequired: 'Type your full name to sign.',
  signatureMismatch: 'Type your full name exactly as in your profile.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** The key a schema carries for a message, as i18next reads it: `validation:emailInvalid`. */
export const msg = (key: ValidationMessageKey): string => `validation:${key}`;

/** English text for a key produced by `msg`; unknown text is returned as it is. */
export function englishMessage(keyOrText: string): string {
  const key = keyOrText.startsWith('validation:') ? keyOrText.slice('validation:'.length) : keyOrText;
  return key in validationMessages ? validationMessages[key as ValidationMessageKey] : keyOrText;
}
