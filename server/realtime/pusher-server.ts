// A small Pusher-protocol (v7) websocket server at /app/{key}: connect, private-channel
// subscribe with HMAC auth, ping/pong, activity time-out, and server-side publish. Each socket is
// bound to the bearer token that authorised its private channels (at /broadcasting/auth): when the
// token is revoked (logout, password change or reset) the socket loses those channels for good.
// Limits: channels per socket, sockets per token.
import type { IncomingMessage } from 'node:http';
import { randomInt } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { PusherCredentials } from '../config.ts';
import { isValidChannelAuth } from './signature.ts';

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
  /** Told how many sockets a channel has after one joined or left it (the kitchen heartbeat). */
  onChannelOccupancy?: (channel: string, subscribers: number) => void;
}

export interface PusherServer {
  /** Takes over an HTTP upgrade for /app/{key}; false when the path is not ours. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends an event to every subscriber of a channel; returns how many got it. */
  publish(channel: string, event: string, data: unknown): number;
  subscriberCount(channel: string): number;
  /**
   * Notes that `tokenId` authorised private channels for `socketId` (channel auth). False when the
   * token already holds its maximum of open sockets (the auth is refused).
   */
  bindToken(socketId: string, tokenId: number): boolean;
  /** The tokens were revoked: their sockets leave every private channel and may not join one again. */
  revokeTokens(tokenIds: readonly number[]): void;
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
}

const appPath = /^\/app\/([^/]+)$/;

export function createPusherServer(options: PusherServerOptions): PusherServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const connections = new Set<Connection>();
  const channels = new Map<string, Set<Connection>>();
  /** socket id -> the token that authorised it (kept while the socket may still subscribe). */
  const tokenOfSocket = new Map<string, number>();
  const maxSubscriptions = options.maxSubscriptionsPerConnection ?? 20;
  const maxPerToken = options.maxConnectionsPerToken ?? 5;
  const bySocketId = (socketId: string) => [...connections].find((conn) => conn.socketId === socketId);

  const send = (conn: Connection, frame: Record<string, unknown>) => {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(JSON.stringify(frame));
  };
  const sendError = (conn: Connection, code: number | null, message: string) =>
    send(conn, { event: 'pusher:error', data: { code, message } });

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
    if (channel.startsWith('presence-')) return sendError(conn, 4009, 'Presence channels are not supported by this server.');
    if (conn.channels.has(channel)) return send(conn, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
    if (conn.channels.size >= maxSubscriptions) return sendError(conn, 4301, `Too many channels on one connection (at most ${maxSubscriptions}).`);
    if (channel.startsWith('private-') && conn.revoked) return sendError(conn, 4009, `Connection is unauthorized: the sign-in that authorised ${channel} has ended.`);
    if (channel.startsWith('private-') && !isValidChannelAuth(options.credentials, conn.socketId, channel, data.auth)) {
      return sendError(conn, 4009, `Connection is unauthorized: invalid signature for ${channel}.`);
    }
    conn.channels.add(channel);
    const members = channels.get(channel) ?? new Set<Connection>();
    members.add(conn);
    channels.set(channel, members);
    options.onChannelOccupancy?.(channel, members.size);
    send(conn, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
  }

  function onMessage(conn: Connection, raw: RawData): void {
    conn.lastActivity = Date.now();
    conn.pingSentAt = null;
    let frame: { event?: unknown; data?: unknown };
    try {
      frame = JSON.parse(raw.toString()) as { event?: unknown; data?: unknown };
    } catch {
      return sendError(conn, null, 'Messages must be JSON.');
    }
    const data = (typeof frame.data === 'string' ? safeJson(frame.data) : frame.data) ?? {};
    const fields = typeof data === 'object' ? (data as Record<string, unknown>) : {};
    if (frame.event === 'pusher:ping') send(conn, { event: 'pusher:pong', data: '{}' });
    else if (frame.event === 'pusher:subscribe') subscribe(conn, fields);
    else if (frame.event === 'pusher:unsubscribe' && typeof fields.channel === 'string') unsubscribe(conn, fields.channel);
    else if (typeof frame.event === 'string' && frame.event.startsWith('client-')) {
      sendError(conn, null, 'Client events are not enabled on this server.');
    }
  }

  function accept(ws: WebSocket, key: string): void {
    const conn: Connection = {
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
    ws.on('message', (raw) => onMessage(conn, raw));
    ws.on('close', () => {
      connections.delete(conn);
      tokenOfSocket.delete(conn.socketId);
      for (const channel of [...conn.channels]) unsubscribe(conn, channel);
    });
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
      if (conn.pingSentAt !== null && now - conn.pingSentAt > options.pongTimeout * 1000) {
        sendError(conn, 4201, 'Pong reply not received.');
        conn.ws.close(4201, 'Pong reply not received');
      } else if (conn.pingSentAt === null && now - conn.lastActivity > options.activityTimeout * 1000) {
        conn.pingSentAt = now;
        send(conn, { event: 'pusher:ping', data: '{}' });
      }
    }
  }, 250);
  sweep.unref();

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const match = appPath.exec(url.pathname);
      if (!match?.[1]) return false;
      const key = decodeURIComponent(match[1]);
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, key));
      return true;
    },
    publish(channel, event, data) {
      const members = channels.get(channel) ?? new Set<Connection>();
      for (const conn of members) send(conn, { event, channel, data: JSON.stringify(data) });
      return members.size;
    },
    subscriberCount: (channel) => channels.get(channel)?.size ?? 0,
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
    close() {
      clearInterval(sweep);
      for (const conn of connections) conn.ws.terminate();
      connections.clear();
      channels.clear();
      tokenOfSocket.clear();
      wss.close();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
