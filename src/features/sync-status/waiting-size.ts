// How much the outbox holds in files (the photos and logos waiting as Blobs): the
// "waiting to send" count says it ("3 waiting to send · 2.4 MB"), so a chef on a slow connection
// knows why it takes a while. Only the operation's own fields are looked at (that is where a Blob goes).
import type { OutboxOperation } from '@/db/outbox-entry';

export function waitingBytes(operations: OutboxOperation[]): number {
  let bytes = 0;
  for (const operation of operations) {
    for (const value of Object.values(operation)) {
      if (value instanceof Blob) bytes += value.size;
    }
  }
  return bytes;
}
