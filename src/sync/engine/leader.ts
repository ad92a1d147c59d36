// One leader tab runs the outbox and the websocket (design rule 9, docs/sync.md "Who sends" and
// "Realtime follows the chef's eyes"): only the leader's engine sends (and the service worker in a
// Background Sync run). Web Locks give the lock to one tab at a time and pass it on when that tab
// closes; the other tabs follow through Dexie's cross-tab live queries.
//
// The lead follows the tab the chef is looking at: a hidden leader would postpone reconnecting
// (spec section 9) and leave a visible tab deaf. The tabs tell each other over a BroadcastChannel
// whether the leader is hidden; a visible tab that hears so takes the lock over (`steal`), and so
// does a tab where the chef asks to reconnect. A leader whose lock was taken stops leading and
// queues again, so it leads once more when the other tab closes.
//
// A tab that gave the lock up never starts leading afterwards. Where Web Locks are missing every
// tab leads; the outbox's claims still keep an entry from being sent twice at once.
export type Resign = () => void;

export type Leadership = {
  /** Give the lock up for good (the engine stops). */
  resign(): void;
  /** Lead now, taking the lock from the tab that holds it (the chef looks at this tab). */
  takeOver(): void;
  /** This tab was shown or hidden: tell the others (call on every visibility change). */
  visibilityChanged(): void;
};

export type LeaderOptions = {
  /** Is this tab hidden now (document.visibilityState)? */
  isHidden?: () => boolean;
  /** The channel the tabs talk on (tests give their own); default a BroadcastChannel of the lock's name. */
  channel?: LeaderChannel | null;
};

/** What the tabs say to each other: the leader's visibility, and a visible tab asking for it. */
type Message = { type: 'leader'; hidden: boolean } | { type: 'who-leads' };

export type LeaderChannel = {
  postMessage(message: Message): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
};

function openChannel(name: string): LeaderChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(name) as unknown as LeaderChannel);
}

const isMessage = (data: unknown): data is Message =>
  typeof data === 'object' && data !== null && ((data as Message).type === 'who-leads' || ((data as Message).type === 'leader' && typeof (data as { hidden?: unknown }).hidden === 'boolean'));

/** Run `lead` while this tab holds the lock. */
export function runAsLeader(lockName: string, lead: () => Resign, options: LeaderOptions = {}): Leadership {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const isHidden = options.isHidden ?? (() => false);
  if (!locks) {
    const resign = lead();
    return { resign, takeOver: () => {}, visibilityChanged: () => {} };
  }
  const channel = options.channel === undefined ? openChannel(lockName) : options.channel;
  let resigned = false;
  let queued: AbortController | null = null;
  /** A steal asked for and not granted yet: asking again would only take the lock from ourselves. */
  let taking = false;
  /** Set while this tab leads: ends its lead (stops the engine's leader work, frees the lock). */
  let leading: { stop: Resign; release: () => void } | null = null;

  const announce = () => leading && channel?.postMessage({ type: 'leader', hidden: isHidden() });

  /** Ask for the lock (queued behind the holder), or take it from the holder (`steal`). */
  const request = (steal: boolean) => {
    if (resigned || (steal && taking)) return;
    taking = steal;
    queued?.abort();
    const abort = steal ? null : new AbortController();
    queued = abort;
    let held = false;
    // A lock granted and taken by a steal before its callback ran: the callback still runs (Web
    // Locks queue it), and must not start leading without the lock.
    let robbed = false;
    locks
      .request(lockName, steal ? { steal: true } : { signal: (abort as AbortController).signal }, () => {
        if (abort && queued === abort) queued = null;
        if (steal) taking = false;
        // Granted after this tab gave up (the abort comes too late once the lock is granted): hand
        // the lock on at once rather than start leading for an engine that was stopped.
        if (resigned || robbed) return;
        held = true;
        return new Promise<void>((release) => {
          leading = { stop: lead(), release };
          announce();
        });
      })
      .catch((error: unknown) => {
        if (steal) taking = false;
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.error('Leader lock failed', error);
          return;
        }
        // Our lock was taken by a tab the chef looks at: stop leading, and queue to lead again later.
        if (held && leading) {
          const ended = leading;
          leading = null;
          ended.stop();
          ended.release();
          request(false);
        } else if (!held && !abort?.signal.aborted) {
          // Stolen between the grant and the callback (not our own abort of a queued request).
          robbed = true;
          request(false);
        }
      });
  };

  if (channel)
    channel.onmessage = (event) => {
      if (!isMessage(event.data) || resigned) return;
      if (event.data.type === 'who-leads') announce();
      else if (event.data.hidden && !leading && !isHidden()) request(true);
    };

  request(false);
  if (!isHidden()) channel?.postMessage({ type: 'who-leads' });

  return {
    resign: () => {
      resigned = true;
      queued?.abort();
      queued = null;
      channel?.close();
      const ended = leading;
      leading = null;
      ended?.stop();
      ended?.release();
    },
    takeOver: () => {
      if (!leading) request(true);
    },
    visibilityChanged: () => {
      if (leading) announce();
      else if (!isHidden()) channel?.postMessage({ type: 'who-leads' });
    },
  };
}
