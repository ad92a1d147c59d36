// Which chefs can hear a new order right now: a socket of theirs subscribed to private-chef-{id}
// on any device (the realtime server tells us each time a channel gains or loses one), and since
// when a chef without one has been silent (the end of their last connection, or the server's
// start for a chef not connected since). The kitchen watch's heartbeat reads it.
const chefChannel = /^private-chef-(\d+)$/;

export interface ChefConnections {
  /** The realtime server's hook (PusherServerOptions.onChannelOccupancy). */
  onChannelOccupancy(channel: string, subscribers: number): void;
  isLive(chefId: number): boolean;
  /** When the chef's last connection ended (ms), or when the server started. */
  silentSince(chefId: number): number;
}

export function trackChefConnections(now: () => number): ChefConnections {
  const startedAt = now();
  const live = new Set<number>();
  const endedAt = new Map<number, number>();
  return {
    onChannelOccupancy(channel, subscribers) {
      const match = chefChannel.exec(channel);
      if (!match) return;
      const chefId = Number(match[1]);
      if (subscribers > 0) live.add(chefId);
      else if (live.delete(chefId)) endedAt.set(chefId, now());
    },
    isLive: (chefId) => live.has(chefId),
    silentSince: (chefId) => endedAt.get(chefId) ?? startedAt,
  };
}
