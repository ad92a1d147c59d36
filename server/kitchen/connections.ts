// Which chefs can hear a new order right now: a socket of theirs subscribed to private-chef-{id}
// on any device (the realtime server tells us each time a channel gains or loses one), and since
// when a chef without one has been silent (the end of their last connection, or the server's
// start for a chef not connected since). The kitchen watch's heartbeat reads it.
// A socket the server turned away for lack of room (an attack filling the socket pools) may have
// been any chef's: nobody can tell whose before it signs in. So silence is only counted from the
// last such refusal: while the server refuses sockets, no kitchen is paused as offline.
const chefChannel = /^private-chef-(\d+)$/;

export interface ChefConnections {
  /** The realtime server's hook (PusherServerOptions.onChannelOccupancy). */
  onChannelOccupancy(channel: string, subscribers: number): void;
  /** The realtime server's hook (PusherServerOptions.onRefused). */
  onSocketRefused(): void;
  isLive(chefId: number): boolean;
  /** When the chef's last connection ended (ms), or when the server started, or when the server
   * last refused a socket for lack of room, whichever is latest. */
  silentSince(chefId: number): number;
}

export function trackChefConnections(now: () => number): ChefConnections {
  const startedAt = now();
  const live = new Set<number>();
  const endedAt = new Map<number, number>();
  let refusedAt = 0;
  return {
    onChannelOccupancy(channel, subscribers) {
      const match = chefChannel.exec(channel);
      if (!match) return;
      const chefId = Number(match[1]);
      if (subscribers > 0) live.add(chefId);
      else if (live.delete(chefId)) endedAt.set(chefId, now());
    },
    onSocketRefused() {
      refusedAt = now();
    },
    isLive: (chefId) => live.has(chefId),
    silentSince: (chefId) => Math.max(endedAt.get(chefId) ?? startedAt, refusedAt),
  };
}
