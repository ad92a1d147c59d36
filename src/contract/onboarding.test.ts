import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  documentProblem,
  DOCUMENT_MAX_BYTES,
  profileUpdateRequestSchema,
  signatureMatches,
  signContractRequestSchema,
} from './onboarding.ts';

const good = {
  first_name: 'Ona',
  last_name: 'Kazlauskienė',
  phone: '+370 612 34567',
  id_number: '48901234567',
  city_id: '2',
  main_street: 'Laisvės al.',
  address: '12-3',
  zip_code: 'lt-44250',
};

const messagesOf = (input: unknown) => {
  const result = v.safeParse(profileUpdateRequestSchema, input, { abortPipeEarly: true });
  return result.success ? {} : v.flatten<typeof profileUpdateRequestSchema>(result.issues).nested ?? {};
};

describe('profile update request', () => {
  it('normalises a good profile: phone without spaces, city id a number, postal code upper-case', () => {
    expect(v.parse(profileUpdateRequestSchema, good)).toEqual({
      ...good,
      phone: '+37061234567',
      city_id: 2,
      zip_code: 'LT-44250',
    });
  });

  it('accepts the national phone form 8XXXXXXXX', () => {
    expect(v.parse(profileUpdateRequestSchema, { ...good, phone: '861234567' }).phone).toBe('861234567');
  });

  it.each([
    ['phone', '+37161234567', 'validation:phoneInvalid'],
    ['phone', '86123456', 'validation:phoneInvalid'],
    ['phone', '', 'validation:phoneRequired'],
    ['id_number', '4890123456', 'validation:idNumberInvalid'],
    ['id_number', '4890123456a', 'validation:idNumberInvalid'],
    ['zip_code', '44250', 'validation:zipInvalid'],
    ['zip_code', 'LT-4425', 'validation:zipInvalid'],
    ['city_id', '', 'validation:cityRequired'],
    ['main_street', '  ', 'validation:mainStreetRequired'],
  ])('refuses %s %j with %s', (field, value, message) => {
    expect(messagesOf({ ...good, [field]: value })[field as keyof typeof good]).toEqual([message]);
  });
});

const bytes = (...values: number[]) => new Uint8Array(values);
const pdf = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const jpg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);

describe('document checks', () => {
  it('accepts a file whose content is what its name says', () => {
    expect(documentProblem({ name: 'id.PDF', size: 1000, head: pdf })).toBeNull();
    expect(documentProblem({ name: 'card.png', size: 1000, head: png })).toBeNull();
    expect(documentProblem({ name: 'photo.jpeg', size: 1000, head: jpg })).toBeNull();
  });

  it('refuses by size, then by name, then by content', () => {
    expect(documentProblem({ name: 'id.pdf', size: DOCUMENT_MAX_BYTES + 1, head: pdf })).toBe('documentTooLarge');
    expect(documentProblem({ name: 'id.pdf', size: DOCUMENT_MAX_BYTES, head: pdf })).toBeNull();
    expect(documentProblem({ name: 'id.docx', size: 10, head: pdf })).toBe('documentType');
    expect(documentProblem({ name: 'id.pdf', size: 10, head: png })).toBe('documentContent');
    expect(documentProblem({ name: 'notes.png', size: 10, head: bytes(0x68, 0x69) })).toBe('documentContent');
    expect(documentProblem({ name: 'id.pdf', size: 0, head: bytes() })).toBe('documentEmpty');
  });
});

describe('contract signature', () => {
  it('needs the acceptance tick and a name', () => {
    const result = v.safeParse(signContractRequestSchema, { version: '1', accepted: false, signature_name: ' ' });
    if (result.success) throw new Error('a contract without tick and name must be refused');
    expect(v.flatten<typeof signContractRequestSchema>(result.issues).nested).toEqual({
      accepted: ['validation:contractAcceptRequired'],
      signature_name: ['validation:signatureRequired'],
    });
  });

  it('matches the full name whatever the case and spacing', () => {
    const chef = { first_name: 'Ona', last_name: 'Kazlauskienė' };
    expect(signatureMatches('  ona   KAZLAUSKIENĖ ', chef)).toBe(true);
    expect(signatureMatches('Ona K.', chef)).toBe(false);
  });
});
