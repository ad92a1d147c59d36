// Onboarding calls (design/api.md, Onboarding and profile; spec section 5): the profile update, the
// two documents, the contract and its signature. The document checks live here too, so the app
// refuses a bad file before uploading it and the server refuses it again by the same rules.
import * as v from 'valibot';
import { visibleCharactersOnly } from './names.ts';
import { msg, type ValidationMessageKey } from './messages.en.ts';

const requiredText = (required: ValidationMessageKey, max = 150) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(msg(required)), v.maxLength(max, msg('fieldTooLong')));

/** Lithuanian phone: +370XXXXXXXX or 8XXXXXXXX (spaces and dashes typed between digits are dropped). */
export const phoneField = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/[\s-]/g, '')),
  v.nonEmpty(msg('phoneRequired')),
  v.regex(/^(\+370\d{8}|8\d{8})$/, msg('phoneInvalid')),
);

/** Lithuanian personal code: exactly 11 digits. */
export const idNumberField = v.pipe(v.string(), v.trim(), v.nonEmpty(msg('idNumberRequired')), v.regex(/^\d{11}$/, msg('idNumberInvalid')));

/** Lithuanian postal code LT-XXXXX (a lower-case "lt-" is accepted and written upper-case). */
export const postalCodeField = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(msg('zipRequired')),
  v.regex(/^LT-\d{5}$/, msg('zipInvalid')),
);

/** A city of GET /cities; a form's select gives its id as text. */
export const cityIdField = v.pipe(
  v.union([v.number(), v.string()], msg('cityRequired')),
  v.transform((value) => (value === '' ? Number.NaN : Number(value))),
  v.number(msg('cityRequired')),
  v.integer(msg('cityRequired')),
  v.minValue(1, msg('cityRequired')),
);

export const profileUpdateRequestSchema = v.object({
  first_name: v.pipe(requiredText('firstNameRequired', 100), visibleCharactersOnly),
  last_name: v.pipe(requiredText('lastNameRequired', 100), visibleCharactersOnly),
  phone: phoneField,
  id_number: idNumberField,
  city_id: cityIdField,
  main_street: requiredText('mainStreetRequired'),
  address: requiredText('addressRequired'),
  zip_code: postalCodeField,
});
/** What the form holds (city id as text) and what is sent (normalised, city id a number). */
export type ProfileUpdateInput = v.InferInput<typeof profileUpdateRequestSchema>;
export type ProfileUpdateRequest = v.InferOutput<typeof profileUpdateRequestSchema>;

// Documents: both required; PDF, JPG or PNG, 5 MB each, the type read from the content.
export const documentKinds = ['identity_document', 'hygiene_certificate'] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const documentAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export type DocumentType = 'pdf' | 'jpg' | 'png';
export const documentMimeTypes: Record<DocumentType, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };
/** Bytes of a file's start that `documentTypeOfContent` needs. */
export const DOCUMENT_SIGNATURE_BYTES = 8;

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** The type a file's first bytes show: `%PDF-`, the PNG signature or a JPEG start-of-image. */
export function documentTypeOfContent(head: Uint8Array): DocumentType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  return null;
}

/** The type a file's name claims (.pdf, .jpg/.jpeg, .png), or null for anything else. */
export function documentTypeOfName(name: string): DocumentType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (extension === 'pdf') return 'pdf';
  if (extension === 'jpg' || extension === 'jpeg') return 'jpg';
  if (extension === 'png') return 'png';
  return null;
}

export type DocumentProblem = 'documentTooLarge' | 'documentType' | 'documentContent' | 'documentEmpty';

/** Why a chosen file cannot be sent, or null when it can: the size, its name, then its content. */
export function documentProblem(file: { name: string; size: number; head: Uint8Array }): DocumentProblem | null {
  if (file.size > DOCUMENT_MAX_BYTES) return 'documentTooLarge';
  const claimed = documentTypeOfName(file.name);
  if (!claimed) return 'documentType';
  if (file.size === 0) return 'documentEmpty';
  if (documentTypeOfContent(file.head) !== claimed) return 'documentContent';
  return null;
}

export const requiredDocumentMessage: Record<DocumentKind, ValidationMessageKey> = {
  identity_document: 'identityDocumentRequired',
  hygiene_certificate: 'hygieneCertificateRequired',
};

// The contract: a versioned text; signing records the version, the typed name and the time.
export const contractSchema = v.object({ version: v.string(), title: v.string(), body: v.string() });
export type Contract = v.InferOutput<typeof contractSchema>;

export const signContractRequestSchema = v.object({
  version: v.pipe(v.string(), v.nonEmpty(msg('contractVersionRequired'))),
  accepted: v.literal(true, msg('contractAcceptRequired')),
  signature_name: v.pipe(v.string(), v.trim(), v.nonEmpty(msg('signatureRequired')), v.maxLength(201, msg('signatureMismatch'))),
});
export type SignContractRequest = v.InferOutput<typeof signContractRequestSchema>;

/** The signature must be the chef's full name as in their profile (case and spacing aside). */
export function signatureMatches(signature: string, user: { first_name: string; last_name: string }): boolean {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('lt');
  return normal(signature) === normal(`${user.first_name} ${user.last_name}`);
}
