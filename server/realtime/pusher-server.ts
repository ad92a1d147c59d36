// A small Pusher-protocol (v7) websocket server at /app/{key}: connect, private-channel
// subscribe with HMAC auth, ping/pong, activity time-out, and server-side publish. Each socket is
// bound to the bearer token that authorised its private channels (at /broadcasting/auth): when the
// token is revoked (logout, password change or reset) the socket loses those channels for good.
// Hostile input (docs/api.md, "Realtime limits"): a frame that is not a JSON object is
// answered with pusher:error and ignored; no handler's exception reaches the process; a malformed
// upgrade path answers 400. Limits: frame size, channel names (164 characters, Pusher's), only the
// channels the server serves, channels per socket, sockets per token, per address and in all, and
// a socket whose send buffer passes a bound (a client that does not read) is closed.
// Sockets that have not yet joined a private channel with a valid signature count in a smaller pool
// of their own and are closed after a grace (./socket-pools.ts), so anonymous sockets cannot take
// the room of signed-in chefs; the server tells (onRefused) when it turned a socket away for room.
import type { IncomingMessage } from 'node:http';
import { randomInt } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { PusherCredentials } from '../config.ts';
import { addressGroup } from '../http/client-address.ts';
import { isValidChannelAuth } from './signature.ts';
import { createSocketPools, type Slot } from './socket-pools.ts';

export interface PusherServerOptions {
  credentials: PusherCredentials;
  /** Seconds of silence before the server pings (sent to clients as `activity_timeout`). */
  activityTimeout: number;
  /** Seconds to wait for any message after the server's ping before closing (code 4201). */
  pongTimeout: number;
  log: (line: string) => void;
  /** Channels one socket may join (default 20). */
  maxSubscriptionsPerConnection?: number;
  /** Open sockets one token may authorise (default 5). */
  maxConnectionsPerToken?: number;
  /** Open signed-in sockets (joined a private channel) in all (default 2000) and per client
   * address, IPv6 by /64 (default 50). */
  maxSockets?: number;
  maxSocketsPerAddress?: number;
  /** Open sockets not yet signed in, in all (default 500) and per address (default 10), and the
   * seconds they get to join a private channel before they are closed (default 10). */
  maxUnprovenSockets?: number;
  maxUnprovenSocketsPerAddress?: number;
  subscribeGraceSeconds?: number;
  /** Told each time the server turns a socket away (or closes one) for lack of room. */
  onRefused?: () => void;
  /** Bytes a socket may have waiting to be sent before it is closed (default 1 MB). */
  maxSendBufferBytes?: number;
  /** The client address of an upgrade request (TRUST_PROXY aware); default: the TCP peer. */
  addressOf?: (request: IncomingMessage) => string;
  /** Whether the server serves a channel of that name (default: a chef's private channel). */
  servesChannel?: (channel: string) => boolean;
  /** Told how many sockets a channel has after one joined or left it (the kitchen heartbeat). */
  onChannelOccupancy?: (channel: string, subscribers: number) => void;
}

/** Pusher's own limit on a channel name. */
export const maxChannelNameLength = 164;
/** Client frames larger than this close the socket (1009); Pusher's own message limit is 10 kB. */
export const maxFrameBytes = 10 * 1024;
/** The only channels this server publishes on: `private-chef-{id}` (src/contract/broadcasting.ts). */
export const isChefChannel = (channel: string): boolean => /^private-chef-[1-9]\d{0,15}$/.test(channel);

export interface PusherServer {
  /** Takes over an HTTP upgrade for /app/{key}; false when the path is not ours. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends an event to every subscriber of a channel; returns how many got it. */
  publish(channel: string, event: string, data: unknown): number;
  subscriberCount(channel: string): number;
  /** Open sockets (tests, limits). */
  connectionCount(): number;
  /**
   * Notes that `tokenId` authorised private channels for `socketId` (channel auth). False when the
   * token already holds its maximum of open sockets (the auth is refused).
   */
  bindToken(socketId: string, tokenId: number): boolean;
  /** The tokens were revoked: their sockets leave every private channel and may not join one again. */
  revokeTokens(tokenIds: readonly number[]): void;
  /** A device was signed out from another one: its sockets are also closed (4009, not to retry as is). */
  closeTokens(tokenIds: readonly number[]): void;
  close(): void;
}

interface Connection {
  ws: WebSocket;
  socketId: string;
  channels: Set<string>;
  lastActivity: number;
  pingSentAt: number | null;
  /** The token was revoked: no private channel any more. */
  revoked: boolean;
  address: string;
  /** Its place in the socket pools (unproven until it joins a private channel). */
  slot: Slot;
}

const appPath = /^\/app\/([^/]+)$/;

export function createPusherServer(options: PusherServerOptions): PusherServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes });
  const connections = new Set<Connection>();
  const channels = new Map<string, Set<Connection>>();
  /** socket id -> the token that authorised it (kept while the socket may still subscribe). */
  const tokenOfSocket = new Map<string, number>();
  const maxSubscriptions = options.maxSubscriptionsPerConnection ?? 20;
  const maxPerToken = options.maxConnectionsPerToken ?? 5;
  const pools = createSocketPools({
    maxProven: options.maxSockets ?? 2000,
    maxProvenPerGroup: options.maxSocketsPerAddress ?? 50,
    maxUnproven: options.maxUnprovenSockets ?? 500,
    maxUnprovenPerGroup: options.maxUnprovenSocketsPerAddress ?? 10,
  });
  const graceMs = (options.subscribeGraceSeconds ?? 10) * 1000;
  const refused = () => options.onRefused?.();
  const maxSendBuffer = options.maxSendBufferBytes ?? 1024 * 1024;
  const servesChannel = options.servesChannel ?? isChefChannel;
  const addressOf = options.addressOf ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? 'unknown');
  const bySocketId = (socketId: string) => [...connections].find((conn) => conn.socketId === socketId);

  const send = (conn: Connection, frame: Record<string, unknown>) => {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    conn.ws.send(JSON.stringify(frame));
    // A client that does not read its messages would make the server hold them all.
    if (conn.ws.bufferedAmount > maxSendBuffer) {
      options.log(`[realtime] socket ${conn.socketId} closed: its send buffer passed ${maxSendBuffer} bytes`);
      conn.ws.terminate();
    }
  };
  const sendError = (conn: Connection, code: number | null, message: string) =>
    send(conn, { event: 'pusher:error', data: { code, message } });
  /** Says why, closes, and drops the TCP socket soon even if the client never answers the close. */
  const shut = (conn: Connection, code: number, message: string) => {
    sendError(conn, code, message);
    conn.ws.close(code, message.slice(0, 120));
    setTimeout(() => conn.ws.terminate(), 1000).unref();
  };

  function unsubscribe(conn: Connection, channel: string): void {
    conn.channels.delete(channel);
    const members = channels.get(channel);
    if (!members?.delete(conn)) return;
    if (members.size === 0) channels.delete(channel);
    options.onChannelOccupancy?.(channel, members.size);
  }

  function subscribe(conn: Connection, data: Record<string, unknown>): void {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    if (!channel) return sendError(conn, null, 'A channel name is required to subscribe.');
    if (channel.length > maxChannelNameLength) return sendError(conn, 4009, `A channel name may have at most ${maxChannelNameLength} characters.`);
    if (!servesChannel(channel)) return sendError(conn, 4009, `This server does not serve the channel ${channel}.`);
    if (conn.channels.has(channel)) return send(conn, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
    if (conn.channels.size >= maxSubscriptions) return sendError(conn, 4301, `Too many channels on one connection (at most ${maxSubscriptions}).`);
    if (channel.startsWith('private-') && conn.revoked) return sendError(conn, 4009, `Connection is unauthorized: the sign-in that authorised ${channel} has ended.`);
    if (channel.startsWith('private-') && !isValidChannelAuth(options.credentials, conn.socketId, channel, data.auth)) {
      return sendError(conn, 4009, `Connection is unauthorized: invalid signature for ${channel}.`);
    }
    // A valid signature proves a signed-in chef: the socket moves to the signed-in pool.
    if (channel.startsWith('private-') && !pools.prove(conn.slot)) {
      refused();
      return shut(conn, 4100, 'Over capacity: too many signed-in connections. Try again later.');
    }
    conn.channels.add(channel);
    const members = channels.get(channel) ?? new Set<Connection>();
    members.add(conn);
    channels.set(channel, members);
    options.onChannelOccupancy?.(channel, members.size);
    send(conn, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
  }

  function onMessage(conn: Connection, raw: RawData, isBinary: boolean): void {
    conn.lastActivity = Date.now();
    conn.pingSentAt = null;
    if (isBinary) return sendError(conn, null, 'Messages must be JSON text.');
    const frame = safeJson(raw.toString());
    if (!isPlainObject(frame)) return sendError(conn, null, 'Messages must be JSON objects.');
    const data = typeof frame.data === 'string' ? safeJson(frame.data) : frame.data;
    const fields = isPlainObject(data) ? data : {};
    if (frame.event === 'pusher:ping') send(conn, { event: 'pusher:pong', data: '{}' });
    else if (frame.event === 'pusher:subscribe') subscribe(conn, fields);
    else if (frame.event === 'pusher:unsubscribe' && typeof fields.channel === 'string') unsubscribe(conn, fields.channel);
    else if (typeof frame.event === 'string' && frame.event.startsWith('client-')) {
      sendError(conn, null, 'Client events are not enabled on this server.');
    }
  }

  /** Runs a socket handler; an exception is logged and never reaches the process. */
  function guarded(conn: Connection, what: string, work: () => void): void {
    try {
      work();
    } catch (error) {
      options.log(`[realtime] a handler failed (${what}, socket ${conn.socketId}): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      conn.ws.terminate();
    }
  }

  function accept(ws: WebSocket, key: string, address: string, slot: Slot): void {
    const conn: Connection = {
      address,
      slot,
      ws,
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      channels: new Set(),
      lastActivity: Date.now(),
      pingSentAt: null,
      revoked: false,
    };
    if (key !== options.credentials.key) {
      sendError(conn, 4001, `Application does not exist (unknown app key ${key}).`);
      ws.close(4001, 'Application does not exist');
      return;
    }
    connections.add(conn);
    slot.evict = () => {
      refused();
      shut(conn, 4100, 'Over capacity: too many connections waiting to sign in. Try again later.');
    };
    ws.on('message', (raw, isBinary) => guarded(conn, 'message', () => onMessage(conn, raw, isBinary)));
    ws.on('close', () =>
      guarded(conn, 'close', () => {
        connections.delete(conn);
        tokenOfSocket.delete(conn.socketId);
        for (const channel of [...conn.channels]) unsubscribe(conn, channel);
      }),
    );
    ws.on('error', (error) => options.log(`[realtime] socket ${conn.socketId} error: ${error.message}`));
    send(conn, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: conn.socketId, activity_timeout: options.activityTimeout }),
    });
  }

  // Ping a silent connection after activity_timeout; close it if nothing arrives after pongTimeout.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const conn of connections) {
      guarded(conn, 'ping', () => {
        if (conn.slot.pool === 'unproven' && !conn.slot.released && now - conn.slot.openedAt > graceMs) {
          // Not signed in within the grace: its place goes back to the pool.
          pools.release(conn.slot);
          shut(conn, 4101, `No private channel joined within ${graceMs / 1000} seconds.`);
        } else if (conn.pingSentAt !== null && now - conn.pingSentAt > options.pongTimeout * 1000) {
          sendError(conn, 4201, 'Pong reply not received.');
          conn.ws.close(4201, 'Pong reply not received');
        } else if (conn.pingSentAt === null && now - conn.lastActivity > options.activityTimeout * 1000) {
          conn.pingSentAt = now;
          send(conn, { event: 'pusher:ping', data: '{}' });
        }
      });
    }
  }, 250);
  sweep.unref();

  const server: PusherServer = {
    handleUpgrade(request, socket, head) {
      let key: string;
      try {
        const match = appPath.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
        if (!match?.[1]) return false;
        key = decodeURIComponent(match[1]);
      } catch {
        refuse(socket, '400 Bad Request');
        return true;
      }
      const address = addressOf(request);
      const slot = pools.admit(addressGroup(address), Date.now());
      if (!slot) {
        refused();
        refuse(socket, '503 Service Unavailable');
        return true;
      }
      // Counted until the TCP socket closes (or the socket is evicted), whatever becomes of the handshake.
      slot.evict = () => {
        refused();
        socket.destroy();
      };
      socket.once('close', () => pools.release(slot));
      try {
        wss.handleUpgrade(request, socket, head, (ws) => accept(ws, key, address, slot));
      } catch (error) {
        options.log(`[realtime] upgrade failed: ${error instanceof Error ? error.message : String(error)}`);
        socket.destroy();
      }
      return true;
    },
    publish(channel, event, data) {
      const members = channels.get(channel) ?? new Set<Connection>();
      for (const conn of members) send(conn, { event, channel, data: JSON.stringify(data) });
      return members.size;
    },
    subscriberCount: (channel) => channels.get(channel)?.size ?? 0,
    connectionCount: () => connections.size,
    bindToken(socketId, tokenId) {
      if (tokenOfSocket.get(socketId) === tokenId) return true;
      const open = [...connections].filter((conn) => conn.socketId !== socketId && tokenOfSocket.get(conn.socketId) === tokenId);
      if (open.length >= maxPerToken) return false;
      // Only sockets that are open are remembered (an unknown id cannot subscribe anyway).
      if (bySocketId(socketId)) tokenOfSocket.set(socketId, tokenId);
      return true;
    },
    revokeTokens(tokenIds) {
      const revoked = new Set(tokenIds);
      for (const conn of connections) {
        const tokenId = tokenOfSocket.get(conn.socketId);
        if (tokenId === undefined || !revoked.has(tokenId)) continue;
        conn.revoked = true;
        tokenOfSocket.delete(conn.socketId);
        const left = [...conn.channels].filter((channel) => channel.startsWith('private-'));
        for (const channel of left) unsubscribe(conn, channel);
        if (left.length > 0) sendError(conn, 4009, 'Connection is unauthorized: you were signed out.');
      }
    },
    closeTokens(tokenIds) {
      const closing = new Set(tokenIds);
      const sockets = [...connections].filter((conn) => closing.has(tokenOfSocket.get(conn.socketId) ?? -1));
      server.revokeTokens(tokenIds);
      for (const conn of sockets) shut(conn, 4009, 'Connection is unauthorized: this device was signed out.');
    },
    close() {
      clearInterval(sweep);
      for (const conn of connections) conn.ws.terminate();
      connections.clear();
      channels.clear();
      tokenOfSocket.clear();
      wss.close();
    },
  };
  return server;
}

function refuse(socket: Duplex, status: string): void {
  if (!socket.writable) return void socket.destroy();
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  // A client that never closes its side must not keep the connection (and its descriptor).
  setTimeout(() => socket.destroy(), 1000).unref();
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
