// Who is still there to send what it claimed (docs/sync.md, "Who sends"). Each sender (a tab's
// outbox, the service worker's run) holds a Web Lock named after its engine id for as long as it
// lives, taken before its first claim; the browser frees a page's or a worker's locks when it dies.
// A claim whose sender no longer holds its lock was left by a sender that died mid-send (a killed
// tab, a reload, a worker the browser stopped): it is freed at once, where before it held its
// entity until its lease ran out (a send's hold limit and a margin: 90 s for a tap). The order of
// things makes this safe: the claim is read first, the locks are asked after, and a sender holds
// its lock before it writes any claim, so a claim seen while its sender's lock is free is always a
// dead (or stopped) sender's, never a new one's. Without Web Locks, leases alone decide.
import type { ChefDb } from '@/db/chef-db';

const PREFIX = 'chef-outbox-sender:';

type LockManagerLike = {
  request(name: string, options: object, callback: () => Promise<unknown>): Promise<unknown>;
  query?: () => Promise<{ held?: Array<{ name?: string }> }>;
};

const lockManager = (): LockManagerLike | undefined => (typeof navigator !== 'undefined' ? (navigator.locks as LockManagerLike | undefined) : undefined);

export type SenderLock = { ready: Promise<void>; release: () => void };

/** Take this sender's lock; `ready` resolves once it is held (at once where Web Locks are missing). */
export function holdSenderLock(engineId: string): SenderLock {
  const locks = lockManager();
  if (!locks) return { ready: Promise.resolve(), release: () => {} };
  let release = () => {};
  const ready = new Promise<void>((granted) => {
    locks
      .request(PREFIX + engineId, {}, () => {
        granted();
        return new Promise<void>((done) => (release = done));
      })
      .catch(() => granted()); // no lock to be had (a page going away): leases decide
  });
  return { ready, release: () => release() };
}

/** Look at who claimed what: free the claims of senders that are gone (their lock is free; the
 * entities are due now), and tell which claimers are alive (their claims hold, whatever the device
 * clock did to their leases). The freed entries keep `claimedBy`, so their next send counts as one
 * that may have reached the server. Without Web Locks: nothing freed, nobody known (leases decide). */
export async function checkSenders(db: ChefDb, engineId: string): Promise<ReadonlySet<string>> {
  const locks = lockManager();
  if (!locks?.query) return new Set();
  const claimers = new Set(
    (await db.outbox.toArray()).filter((entry) => entry.claimedBy !== null && entry.claimedBy !== engineId && entry.claimedUntil > 0).map((entry) => entry.claimedBy as string),
  );
  if (claimers.size === 0) return new Set();
  let held: Set<string>;
  try {
    held = new Set(((await locks.query()).held ?? []).map((lock) => lock.name ?? ''));
  } catch {
    return new Set();
  }
  const alive = new Set([...claimers].filter((id) => held.has(PREFIX + id)));
  const dead = [...claimers].filter((id) => !alive.has(id));
  if (dead.length > 0) await db.outbox.filter((entry) => entry.claimedBy !== null && dead.includes(entry.claimedBy) && entry.claimedUntil > 0).modify({ claimedUntil: 0 });
  return alive;
}
