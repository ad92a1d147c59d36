// Room for websockets, in two pools. Every new socket starts "unproven": nobody can tell at
// connect time whether a signed-in chef opened it, since the Pusher protocol authorises a socket
// only when it subscribes. Unproven sockets have their own, smaller caps (in all and per address
// group); a socket moves to the "proven" pool, with its own caps, once it joins a private channel
// with a valid signature. So sockets from anyone cannot take the room of signed-in chefs.
// When the unproven pool is full, a newcomer takes a place from a group holding more than it does:
// the oldest socket of the largest holder when that one holds at least two more, else the oldest
// socket of any group holding more than the newcomer. So a few addresses cannot keep newcomers
// out, and many addresses must open sockets faster than a chef's app signs in (a second or so)
// to push a chef's new socket out before it does.

export interface SocketPoolLimits {
  maxProven: number;
  maxProvenPerGroup: number;
  maxUnproven: number;
  maxUnprovenPerGroup: number;
}

export interface Slot {
  readonly group: string;
  readonly openedAt: number;
  pool: 'unproven' | 'proven';
  released: boolean;
  /** Closes the socket that holds the slot (set by its owner; called when it is evicted). */
  evict: () => void;
}

export interface SocketPools {
  /** A place in the unproven pool for a new socket of `group`, or null when there is none. */
  admit(group: string, now: number): Slot | null;
  /** Moves an unproven socket into the proven pool; false when that pool is full (total or group). */
  prove(slot: Slot): boolean;
  /** Gives the place back (once; later calls do nothing). */
  release(slot: Slot): void;
}

export function createSocketPools(limits: SocketPoolLimits): SocketPools {
  /** Unproven slots by group, oldest first. */
  const unproven = new Map<string, Slot[]>();
  /** Every unproven slot, oldest first. */
  const byAge = new Set<Slot>();
  const proven = new Map<string, number>();
  let unprovenCount = 0;
  let provenCount = 0;

  const dropUnproven = (slot: Slot) => {
    const list = unproven.get(slot.group) ?? [];
    const at = list.indexOf(slot);
    if (at < 0) return;
    list.splice(at, 1);
    byAge.delete(slot);
    if (list.length === 0) unproven.delete(slot.group);
    unprovenCount--;
  };
  const dropProven = (slot: Slot) => {
    const left = (proven.get(slot.group) ?? 1) - 1;
    if (left > 0) proven.set(slot.group, left);
    else proven.delete(slot.group);
    provenCount--;
  };

  /** The socket whose place a newcomer of a group holding `own` places may take, if any. */
  const victimFor = (group: string, own: number): Slot | undefined => {
    let largest: Slot[] = [];
    for (const list of unproven.values()) if (list.length > largest.length) largest = list;
    if (largest.length >= own + 2) return largest[0];
    for (const slot of byAge) {
      if (slot.group !== group && (unproven.get(slot.group)?.length ?? 0) > own) return slot;
    }
    return undefined;
  };

  const pools: SocketPools = {
    admit(group, now) {
      const own = unproven.get(group)?.length ?? 0;
      if (own >= limits.maxUnprovenPerGroup) return null;
      if (unprovenCount >= limits.maxUnproven) {
        const victim = victimFor(group, own);
        if (!victim) return null;
        pools.release(victim);
        victim.evict();
      }
      const slot: Slot = { group, openedAt: now, pool: 'unproven', released: false, evict: () => {} };
      unproven.set(group, [...(unproven.get(group) ?? []), slot]);
      byAge.add(slot);
      unprovenCount++;
      return slot;
    },
    prove(slot) {
      if (slot.released || slot.pool === 'proven') return !slot.released;
      if (provenCount >= limits.maxProven || (proven.get(slot.group) ?? 0) >= limits.maxProvenPerGroup) return false;
      dropUnproven(slot);
      slot.pool = 'proven';
      proven.set(slot.group, (proven.get(slot.group) ?? 0) + 1);
      provenCount++;
      return true;
    },
    release(slot) {
      if (slot.released) return;
      slot.released = true;
      if (slot.pool === 'proven') dropProven(slot);
      else dropUnproven(slot);
    },
  };
  return pools;
}
