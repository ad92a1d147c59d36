// Where an upload stands, for every tab: the sender's progress is written to one
// kv row, throttled, and pruned of entries that left the outbox; a screen reads it as "sending, 40 %"
// while the entry is claimed, and "failed, trying again at ..." after a failed try.
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/db/outbox-entry';
import { mutate } from './mutate';
import { createTestDb } from '../testing/fake-db';
import { readUploadProgress, uploadProgressRecorder, uploadStatus, UPLOAD_PROGRESS_KEY } from './upload-progress';

const attachment = () => new Blob([new Uint8Array(1000)], { type: 'application/pdf' });
const ticketOp = (file: Blob | null) => ({ kind: 'createTicket', ticket: { client_id: crypto.randomUUID(), title: 'Invoice', description: 'Attached.' }, attachment: file, attachmentName: 'a.pdf' }) as const;

describe('upload progress', () => {
  it('is written for every tab, at most every interval with the last value kept, and forgets entries that left', async () => {
    const { db } = createTestDb();
    const entry = await mutate(db, ticketOp(attachment()));
    const gone = { ...entry, id: 'gone' } satisfies OutboxEntry;
    let writes = 0;
    db.kv.hook('creating', () => void writes++);
    db.kv.hook('updating', () => void writes++);
    const note = uploadProgressRecorder(db, { intervalMs: 50 });
    for (let i = 1; i <= 20; i++) note(entry, i / 50);
    note(gone, 0.5);
    await expect.poll(async () => readUploadProgress((await db.kv.get(UPLOAD_PROGRESS_KEY))?.value)[entry.id]?.fraction).toBe(0.4);
    expect(writes).toBeLessThanOrEqual(2);
    expect(Object.keys(readUploadProgress((await db.kv.get(UPLOAD_PROGRESS_KEY))?.value))).toEqual([entry.id]);

    await db.outbox.clear(); // accepted
    note(entry, 1);
    await expect.poll(async () => readUploadProgress((await db.kv.get(UPLOAD_PROGRESS_KEY))?.value)).toEqual({});
  });

  it('keeps writing within its interval when the device clock is put back an hour mid-upload', async () => {
    const { db } = createTestDb();
    const entry = await mutate(db, ticketOp(attachment()));
    let clock = Date.UTC(2026, 10, 29, 12, 0, 0);
    const note = uploadProgressRecorder(db, { intervalMs: 50, now: () => clock });
    note(entry, 0.1);
    await expect.poll(async () => readUploadProgress((await db.kv.get(UPLOAD_PROGRESS_KEY))?.value)[entry.id]?.fraction).toBe(0.1);
    clock -= 60 * 60_000;
    note(entry, 0.6);
    await expect.poll(async () => readUploadProgress((await db.kv.get(UPLOAD_PROGRESS_KEY))?.value)[entry.id]?.fraction, { timeout: 2_000 }).toBe(0.6);
  });

  it('reads as sending with its percent while claimed, as failed with its next try after a failure, and not at all without a file', () => {
    const now = 1_000_000;
    const base: OutboxEntry = { id: 'e', entity: 'tickets', operation: ticketOp(attachment()), actionAt: '', attempts: 0, nextAttemptAt: 0, lastError: null, claimedBy: null, claimedUntil: 0 };
    const progress = { e: { fraction: 0.404, at: now } };
    expect(uploadStatus({ ...base, claimedBy: 'tab', claimedUntil: now + 1 }, progress, now)).toEqual({ what: 'attachment', phase: 'sending', percent: 40 });
    expect(uploadStatus({ ...base, attempts: 1, nextAttemptAt: now + 120_000 }, progress, now)).toEqual({ what: 'attachment', phase: 'retrying', at: now + 120_000 });
    expect(uploadStatus(base, progress, now)).toBeNull(); // waits its turn
    expect(uploadStatus({ ...base, operation: ticketOp(null), claimedBy: 'tab', claimedUntil: now + 1 }, progress, now)).toBeNull();
  });
});
