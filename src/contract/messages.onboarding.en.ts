// The contract's validation messages for onboarding (phone, ID, address, documents, contract), also the kitchen's address: loaded with the onboarding texts (namespace `validationOnboarding`).
// Schemas name them by key through `msg` (messages.en.ts); the server answers the English text.
export const onboardingMessages = {
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
