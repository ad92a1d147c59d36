// POST /chef/documents: both files stored on disk with a random name and the type's extension; the
// type read from the content (a renamed file is refused and nothing is written); the 5 MB limit
// (413); missing files; the idempotent replay of an upload.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../src/contract/index.ts';
import { chefWithProfile, goodFiles, jpgBytes, pdfBytes, pngBytes, textBytes, uploadDocuments } from './testing/onboarding.ts';
import { listDocuments } from './store/documents.ts';
import { call, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await startServer();
  url = h.server.url;
});
afterAll(() => h.dispose());

const folderOf = (chefId: number) => path.join(h.dataDir, 'documents', String(chefId));
const filesOf = (chefId: number) => (fs.existsSync(folderOf(chefId)) ? fs.readdirSync(folderOf(chefId)).sort() : []);
const rowsOf = (chefId: number) => listDocuments(h.server.db, chefId).sort((a, b) => a.kind.localeCompare(b.kind));
const statusOf = async (token: string) =>
  ((await call(url, 'GET', '/api/chef/personal-info/profile', { token })).json.result as { status: string }).status;

describe('a valid upload', () => {
  it('stores both files under DATA_DIR/documents/<chef id>/ and moves the chef to document_uploaded', async () => {
    const chef = await chefWithProfile(url);
    const files = goodFiles();
    const answer = await uploadDocuments(url, chef.token, files);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: true, message: 'Documents uploaded.', result: { id: chef.user.id, status: 'document_uploaded' } });

    const rows = rowsOf(chef.user.id);
    expect(rows.map((row) => [row.kind, row.original_name, row.type, row.size])).toEqual([
      ['hygiene_certificate', 'hygiene certificate.pdf', 'pdf', 2048],
      ['identity_document', 'passport.jpg', 'jpg', 2048],
    ]);
    const stored = filesOf(chef.user.id);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatch(/^hygiene_certificate-[0-9a-f-]{36}\.pdf$/);
    expect(stored[1]).toMatch(/^identity_document-[0-9a-f-]{36}\.jpg$/);
    for (const row of rows) {
      const absolute = path.join(h.dataDir, row.stored_path);
      expect(path.dirname(absolute)).toBe(folderOf(chef.user.id));
      const original = row.kind === 'identity_document' ? files.identity_document : files.hygiene_certificate;
      expect(new Uint8Array(fs.readFileSync(absolute))).toEqual(original.bytes);
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      if (process.platform !== 'win32') expect(fs.statSync(absolute).mode & 0o777).toBe(0o600);
    }
  });

  it('accepts PNG and .jpeg names, and a file of exactly 5 MB', async () => {
    const chef = await chefWithProfile(url);
    const answer = await uploadDocuments(url, chef.token, {
      identity_document: { name: 'ID CARD.PNG', bytes: pngBytes(DOCUMENT_MAX_BYTES) },
      hygiene_certificate: { name: 'certificate.jpeg', bytes: jpgBytes(DOCUMENT_MAX_BYTES) },
    });
    expect(answer.status).toBe(200);
    expect(rowsOf(chef.user.id).map((row) => [row.type, row.size])).toEqual([
      ['jpg', DOCUMENT_MAX_BYTES],
      ['png', DOCUMENT_MAX_BYTES],
    ]);
  });
});

describe('refused uploads store nothing', () => {
  it('answers 413 with the per-file message for 5 MB + 1 byte', async () => {
    const chef = await chefWithProfile(url);
    const answer = await uploadDocuments(url, chef.token, {
      ...goodFiles(),
      hygiene_certificate: { name: 'big.pdf', bytes: pdfBytes(DOCUMENT_MAX_BYTES + 1) },
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({
      success: false,
      message: 'The file is larger than 5 MB.',
      errors: { hygiene_certificate: ['The file is larger than 5 MB.'] },
    });
    expect(filesOf(chef.user.id)).toEqual([]);
    expect(rowsOf(chef.user.id)).toEqual([]);
    expect(await statusOf(chef.token)).toBe('personal_info_filled');
  });

  const renamed = [
    { what: 'a PNG named .pdf', file: { name: 'scan.pdf', bytes: pngBytes() } },
    { what: 'a text file named .jpg', file: { name: 'photo.jpg', bytes: textBytes() } },
    { what: 'a PDF named .png', file: { name: 'photo.png', bytes: pdfBytes() } },
  ];
  for (const { what, file } of renamed) {
    it(`refuses ${what} (422, content does not match the name)`, async () => {
      const chef = await chefWithProfile(url);
      const answer = await uploadDocuments(url, chef.token, { ...goodFiles(), identity_document: file });
      expect(answer.status).toBe(422);
      expect(answer.json.errors).toEqual({
        identity_document: ['The file is not really a PDF, JPG or PNG: its content does not match its name.'],
      });
      expect(filesOf(chef.user.id)).toEqual([]);
      expect(rowsOf(chef.user.id)).toEqual([]);
      expect(await statusOf(chef.token)).toBe('personal_info_filled');
    });
  }

  it('refuses other types by name and an empty file', async () => {
    const chef = await chefWithProfile(url);
    const answer = await uploadDocuments(url, chef.token, {
      identity_document: { name: 'passport.gif', bytes: new Uint8Array(Buffer.from('GIF89a......')) },
      hygiene_certificate: { name: 'empty.pdf', bytes: new Uint8Array() },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({
      identity_document: ['Only PDF, JPG and PNG files are accepted.'],
      hygiene_certificate: ['The file is empty.'],
    });
    expect(filesOf(chef.user.id)).toEqual([]);
  });

  it('requires both files (422 with the required messages)', async () => {
    const chef = await chefWithProfile(url);
    const none = await uploadDocuments(url, chef.token, {});
    expect(none.status).toBe(422);
    expect(none.json.errors).toEqual({
      identity_document: ['The identity document is required.'],
      hygiene_certificate: ['The hygiene certificate is required.'],
    });
    const one = await uploadDocuments(url, chef.token, { identity_document: goodFiles().identity_document });
    expect(one.status).toBe(422);
    expect(one.json).toMatchObject({ message: 'The hygiene certificate is required.', errors: { hygiene_certificate: ['The hygiene certificate is required.'] } });
    // An empty file input: the browser sends a part with no name and no bytes.
    const blank = await uploadDocuments(url, chef.token, { ...goodFiles(), hygiene_certificate: { name: '', bytes: new Uint8Array() } });
    expect(blank.json.errors).toEqual({ hygiene_certificate: ['The hygiene certificate is required.'] });
    expect(filesOf(chef.user.id)).toEqual([]);
  });
});

describe('two uploads at once', () => {
  it('a double submit stores one set of files; the other answer is 403', async () => {
    const chef = await chefWithProfile(url);
    const answers = await Promise.all([uploadDocuments(url, chef.token, goodFiles()), uploadDocuments(url, chef.token, goodFiles())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(filesOf(chef.user.id)).toHaveLength(2);
    expect(rowsOf(chef.user.id)).toHaveLength(2);
  });
});

describe('Idempotency-Key', () => {
  it('answers a re-sent upload from the store without storing the files again', async () => {
    const chef = await chefWithProfile(url);
    const files = goodFiles();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await uploadDocuments(url, chef.token, files, headers);
    expect(first.status).toBe(200);
    const again = await uploadDocuments(url, chef.token, files, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(filesOf(chef.user.id)).toHaveLength(2);
    expect(rowsOf(chef.user.id)).toHaveLength(2);
    // Without the key the same files are a new request, refused now that they are uploaded.
    expect((await uploadDocuments(url, chef.token, files)).status).toBe(403);
  });

  it('a refused upload is not stored: fixing the files and retrying with the same key works', async () => {
    const chef = await chefWithProfile(url);
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const bad = await uploadDocuments(url, chef.token, { ...goodFiles(), identity_document: { name: 'id.jpg', bytes: textBytes() } }, headers);
    expect(bad.status).toBe(422);
    // A different body under the same key would be a 422 if the refusal had been stored.
    const good = await uploadDocuments(url, chef.token, goodFiles(), headers);
    expect(good.status).toBe(200);
    expect(good.headers.get('Idempotent-Replayed')).toBeNull();
  });
});
