// Files on disk. An upload that fails on a full disk leaves nothing
// behind (written under a temporary name, renamed when complete, removed on failure) and answers
// 507; DATA_DIR, the database and every stored file are the owner's only (700 / 600).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfFile } from '../src/contract/testing/attachment-samples.ts';
import { pngPhoto, foodForm, validFood } from './testing/foods.ts';
import { login, postForm, startServer, tempDir, type Harness } from './testing/harness.ts';
import { goodFiles, uploadDocuments } from './testing/onboarding.ts';
import { ticketForm, validTicket } from './testing/tickets.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer({ dataDir: path.join(tempDir(), 'data-made-by-the-server') });
});
afterAll(() => h.dispose());
afterEach(() => {
  vi.restoreAllMocks();
});

/** Every file under a folder of DATA_DIR (relative paths), or [] when it does not exist. */
const filesUnder = (folder: string): string[] => {
  const root = path.join(h.dataDir, folder);
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(root, name)).isFile()) : [];
};
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** The next file write runs out of space half-way, as on a full disk. */
function diskFillsUp(): void {
  const realWrite = fs.writeFileSync.bind(fs);
  vi.spyOn(fs, 'writeFileSync').mockImplementationOnce((file, data, options) => {
    const bytes = data as Uint8Array;
    realWrite(file, bytes.subarray(0, Math.floor(bytes.byteLength / 2)), options);
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  });
}

describe('a full disk during an upload (point 10)', () => {
  it('leaves no partial ticket attachment, food photo or document behind, and answers 507', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const before = { tickets: filesUnder('ticket-attachments'), foods: filesUnder('food-images') };

    diskFillsUp();
    const ticket = await postForm(h.server.url, '/api/chef/tickets', ticketForm(validTicket(), { bytes: pdfFile(), name: 'invoice.pdf' }), { token: demo.token });
    expect(ticket.status).toBe(507);
    expect(filesUnder('ticket-attachments')).toEqual(before.tickets);

    diskFillsUp();
    const food = await postForm(h.server.url, '/api/chef/foods', foodForm(validFood({ name: 'Full disk soup' }), { bytes: pngPhoto(), name: 'soup.png', type: 'image/png' }), { token: demo.token });
    expect(food.status).toBe(507);
    expect(filesUnder('food-images')).toEqual(before.foods);

    const docs = await login(h.server.url, 'profile@chef.test');
    diskFillsUp();
    const documents = await uploadDocuments(h.server.url, docs.token, goodFiles());
    expect(documents.status).toBe(507);
    expect(filesUnder('documents')).toEqual([]);
  });
});

describe('owner-only files (point 11)', () => {
  it('makes DATA_DIR 700 and the database 600', () => {
    expect(modeOf(h.dataDir)).toBe(0o700);
    expect(modeOf(path.join(h.dataDir, 'chef.sqlite'))).toBe(0o600);
    for (const extra of ['chef.sqlite-wal', 'chef.sqlite-shm']) {
      const file = path.join(h.dataDir, extra);
      if (fs.existsSync(file)) expect(modeOf(file), extra).toBe(0o600);
    }
  });

  it('stores ticket attachments, photos and documents as 600 in 700 folders', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    expect((await postForm(h.server.url, '/api/chef/tickets', ticketForm(validTicket(), { bytes: pdfFile(), name: 'invoice.pdf' }), { token: demo.token })).status).toBe(201);
    expect((await postForm(h.server.url, '/api/chef/foods', foodForm(validFood({ name: 'Private soup' }), { bytes: pngPhoto(), name: 'soup.png', type: 'image/png' }), { token: demo.token })).status).toBe(201);
    const docs = await login(h.server.url, 'docs@chef.test');
    await uploadDocuments(h.server.url, docs.token, goodFiles());
    for (const folder of ['ticket-attachments', 'food-images', 'kitchen-logos', 'documents']) {
      const root = path.join(h.dataDir, folder);
      if (!fs.existsSync(root)) continue;
      expect(modeOf(root), folder).toBe(0o700);
      for (const name of fs.readdirSync(root, { recursive: true }) as string[]) {
        const file = path.join(root, name);
        expect(modeOf(file), `${folder}/${name}`).toBe(fs.statSync(file).isDirectory() ? 0o700 : 0o600);
      }
    }
    expect(filesUnder('ticket-attachments').length).toBeGreaterThan(0);
  });
});
