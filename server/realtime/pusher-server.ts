// A small Pusher-protocol (v7) websocket server at /app/{key}: connect, private-channel
// subscribe with HMAC auth, ping/pong, activity time-out, and server-side publish.
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
}

export interface PusherServer {
  /** Takes over an HTTP upgrade for /app/{key}; false when the path is not ours. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends an event to every subscriber of a channel; returns how many got it. */
  publish(channel: string, event: string, data: unknown): number;
  subscriberCount(channel: string): number;
  close(): void;
}

interface Connection {
  ws: WebSocket;
  socketId: string;
  channels: Set<string>;
  lastActivity: number;
  pingSentAt: number | null;
}

const appPath = /^\/app\/([^/]+)$/;

export function createPusherServer(options: PusherServerOptions): PusherServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const connections = new Set<Connection>();
  const channels = new Map<string, Set<Connection>>();

  const send = (conn: Connection, frame: Record<string, unknown>) => {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(JSON.stringify(frame));
  };
  const sendError = (conn: Connection, code: number | null, message: string) =>
    send(conn, { event: 'pusher:error', data: { code, message } });

  function unsubscribe(conn: Connection, channel: string): void {
    conn.channels.delete(channel);
    const members = channels.get(channel);
    members?.delete(conn);
    if (members?.size === 0) channels.delete(channel);
  }

  function subscribe(conn: Connection, data: Record<string, unknown>): void {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    if (!channel) return sendError(conn, null, 'A channel name is required to subscribe.');
    if (channel.startsWith('presence-')) return sendError(conn, 4009, 'Presence channels are not supported by this server.');
    if (channel.startsWith('private-') && !isValidChannelAuth(options.credentials, conn.socketId, channel, data.auth)) {
      return sendError(conn, 4009, `Connection is unauthorized: invalid signature for ${channel}.`);
    }
    conn.channels.add(channel);
    const members = channels.get(channel) ?? new Set<Connection>();
    members.add(conn);
    channels.set(channel, members);
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
    close() {
      clearInterval(sweep);
      for (const conn of connections) conn.ws.terminate();
      connections.clear();
      channels.clear();
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
