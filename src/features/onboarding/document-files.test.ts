import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@/contract';
import { bothChosen, checkDocument, restoreDocumentsDraft, storedDocumentsDraft, uploadAttemptFor } from './document-files';

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const file = (bytes: BlobPart[], name: string, type = '', lastModified = 1_700_000_000_000) => new File(bytes, name, { type, lastModified });

describe('document checks on the device', () => {
  it('reads the first bytes: a real PDF or PNG passes', async () => {
    expect(await checkDocument(file([pdfBytes], 'id.pdf', 'application/pdf'))).toBeNull();
    expect(await checkDocument(file([pngBytes], 'Certificate.PNG', 'image/png'))).toBeNull();
  });

  it('refuses a wrong name, a content that does not match, an empty and a too large file', async () => {
    expect(await checkDocument(file([pdfBytes], 'id.docx'))).toBe('documentType');
    expect(await checkDocument(file([new TextEncoder().encode('hello world')], 'fake.pdf'))).toBe('documentContent');
    expect(await checkDocument(file([pngBytes], 'looks.jpg'))).toBe('documentContent');
    expect(await checkDocument(file([], 'empty.pdf'))).toBe('documentEmpty');
    expect(await checkDocument(file([pdfBytes, new Uint8Array(DOCUMENT_MAX_BYTES)], 'big.pdf'))).toBe('documentTooLarge');
  });
});

describe('upload idempotency key', () => {
  const identity = file([pdfBytes], 'id.pdf');
  const hygiene = file([pngBytes], 'hygiene.png');
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('keeps the key for the same files (also restored copies) and changes it when a file changes', () => {
    const first = uploadAttemptFor({ identity_document: identity, hygiene_certificate: hygiene }, null, newKey);
    const again = uploadAttemptFor({ identity_document: identity, hygiene_certificate: hygiene }, first, newKey);
    expect(again.key).toBe(first.key);
    const restoredCopy = file([pdfBytes], 'id.pdf');
    expect(uploadAttemptFor({ identity_document: restoredCopy, hygiene_certificate: hygiene }, first, newKey).key).toBe(first.key);

    const otherHygiene = file([pngBytes, new Uint8Array(4)], 'hygiene.png');
    const changed = uploadAttemptFor({ identity_document: identity, hygiene_certificate: otherHygiene }, first, newKey);
    expect(changed.key).not.toBe(first.key);
    const swapped = uploadAttemptFor({ identity_document: hygiene, hygiene_certificate: identity }, changed, newKey);
    expect(swapped.key).not.toBe(changed.key);
  });

  it('needs both documents', () => {
    expect(bothChosen({ identity_document: identity })).toBe(false);
    expect(bothChosen({ identity_document: identity, hygiene_certificate: hygiene })).toBe(true);
  });
});

describe('documents draft', () => {
  it('round-trips the files (name, type, date, bytes) and the last attempt', async () => {
    const identity = file([pdfBytes], 'id.pdf', 'application/pdf', 42);
    const draft = restoreDocumentsDraft(storedDocumentsDraft({ files: { identity_document: identity }, attempt: { key: 'k', fingerprint: 'f' } }));
    expect(draft.attempt).toEqual({ key: 'k', fingerprint: 'f' });
    const restored = draft.files.identity_document;
    expect(restored && { name: restored.name, type: restored.type, lastModified: restored.lastModified, size: restored.size }).toEqual({
      name: 'id.pdf',
      type: 'application/pdf',
      lastModified: 42,
      size: pdfBytes.length,
    });
    expect(draft.files.hygiene_certificate).toBeUndefined();
  });

  it('drops anything that is not a stored file or a well-formed attempt', () => {
    expect(restoreDocumentsDraft({ files: { identity_document: new Blob(['x']), hygiene_certificate: { blob: 'x', name: 'a.pdf' } }, attempt: { key: 1 } })).toEqual({
      files: {},
      attempt: null,
    });
    expect(restoreDocumentsDraft(undefined)).toEqual({ files: {}, attempt: null });
  });
});
