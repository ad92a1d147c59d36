// Slow and greedy clients cannot hold the server's connections (docs/api.md, "Limits"):
//  - open TCP connections are capped per client address (IPv6 by /64): a connection beyond the cap
//    is answered 503 and closed at once, so one address cannot use up the file descriptors the
//    others need (a trusted proxy, TRUST_PROXY, is not capped: it carries many clients);
//  - open TCP connections in all stay below the process's limit on open files (less a reserve for
//    the database and the files it serves), so many addresses together cannot make the server
//    fail to open its own files. At that cap the room is shared fairly: a newcomer from an address
//    holding fewer connections than the address holding the most takes the place of that
//    address's oldest connection, so many addresses each under their own cap cannot crowd out a
//    chef who holds one or two; a newcomer from the heaviest address is closed at once;
//  - request headers must be complete within headersTimeoutSeconds (Node's headersTimeout,
//    checked every second);
//  - a request body gets bodyGraceSeconds, then must have kept up bodyMinBytesPerSecond on
//    average since (a body the server is slow to read does not count against the client);
//    a body that falls behind is answered 408 and its connection closed.
// The defaults (30 s, 30 s, 500 B/s) are met by a phone on 2G (GPRS sends 2-5 kB/s: headers of
// ~1 kB in 1-2 s, a login body at once, a 5 MB photo in about 25 minutes), even through a
// hang of its network of up to about 25 s (a tunnel, a cell handover) at the worst moment.
import fs from 'node:fs';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { addressGroup, plainAddress, type ProxyTrust } from './client-address.ts';

export interface SlowClientLimits {
  headersTimeoutSeconds: number;
  bodyGraceSeconds: number;
  bodyMinBytesPerSecond: number;
  maxConnectionsPerAddress: number;
  /** Open connections in all; 0: the open-files limit less `reservedFileDescriptors`. */
  maxConnections: number;
  trustProxy: ProxyTrust;
  log: (line: string) => void;
}

/** http.createServer options for the header time-out (the body is guarded below, not by Node's
 * requestTimeout, which would cut a large upload from a slow phone). */
export const slowClientServerOptions = (limits: SlowClientLimits): http.ServerOptions => ({
  headersTimeout: limits.headersTimeoutSeconds * 1000,
  requestTimeout: 0,
  connectionsCheckingInterval: 1000,
});

interface BodyWatch {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  socket: Duplex & { bytesRead: number };
  startedAt: number;
  startBytes: number;
  /** Time the server itself was not reading the body (its buffer was full). */
  excusedMs: number;
}

const checkEveryMs = 500;
/** File descriptors kept for the database (and its WAL), served files, uploads and the log. */
export const reservedFileDescriptors = 128;

/** The process's soft limit on open files (Linux: /proc/self/limits), or null when unknown. */
export function openFilesLimit(): number | null {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export function guardSlowClients(server: http.Server, limits: SlowClientLimits): { stop(): void } {
  const files = openFilesLimit();
  const maxConnections = limits.maxConnections || (files ? Math.max(64, files - reservedFileDescriptors) : 0);
  // Node's own cap, a little higher, only backs ours up (it drops a newcomer without a choice).
  if (maxConnections > 0) server.maxConnections = maxConnections + Math.min(64, Math.floor(reservedFileDescriptors / 2));
  /** The open connections of each address group, oldest first. */
  const perGroup = new Map<string, Set<Duplex>>();
  let open = 0;
  const refuse = (socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 10\r\nContent-Length: 0\r\n\r\n');
    setTimeout(() => socket.destroy(), 1000).unref();
  };
  /** The group holding the most connections, and how many. */
  const heaviest = (): [string, Set<Duplex>] | null => {
    let found: [string, Set<Duplex>] | null = null;
    for (const entry of perGroup) if (!found || entry[1].size > found[1].size) found = entry;
    return found;
  };
  server.on('connection', (socket: Duplex & { remoteAddress?: string }) => {
    open += 1;
    socket.once('close', () => (open -= 1));
    const peer = plainAddress(socket.remoteAddress ?? 'unknown');
    if (limits.trustProxy.trusts(peer)) return;
    const group = addressGroup(peer);
    const mine = perGroup.get(group) ?? new Set<Duplex>();
    if (mine.size >= limits.maxConnectionsPerAddress) return refuse(socket);
    if (maxConnections > 0 && open > maxConnections) {
      const top = heaviest();
      if (!top || top[1].size <= mine.size + 1) {
        socket.destroy(); // the room is full and this address holds its share already
        return;
      }
      const [oldest] = top[1];
      oldest?.destroy();
    }
    mine.add(socket);
    perGroup.set(group, mine);
    socket.once('close', () => {
      mine.delete(socket);
      if (mine.size === 0 && perGroup.get(group) === mine) perGroup.delete(group);
    });
  });

  const bodies = new Set<BodyWatch>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || req.complete) return;
    const socket = req.socket as BodyWatch['socket'];
    bodies.add({ req, res, socket, startedAt: Date.now(), startBytes: socket.bytesRead, excusedMs: 0 });
  });

  const graceMs = limits.bodyGraceSeconds * 1000;
  const timer = setInterval(() => {
    const now = Date.now();
    for (const watch of bodies) {
      const { req, res, socket } = watch;
      if (req.complete || socket.destroyed) {
        bodies.delete(watch);
        continue;
      }
      // The route has not read what came: the client is not the slow one.
      if (req.readableLength >= req.readableHighWaterMark) {
        watch.excusedMs += checkEveryMs;
        continue;
      }
      const late = now - watch.startedAt - watch.excusedMs - graceMs;
      if (late <= 0 || socket.bytesRead - watch.startBytes >= (limits.bodyMinBytesPerSecond * late) / 1000) continue;
      bodies.delete(watch);
      limits.log(`[http] ${req.method ?? ''} ${req.url ?? ''}: body too slow (${socket.bytesRead - watch.startBytes} bytes in ${Math.round((now - watch.startedAt) / 1000)} s), connection closed`);
      if (socket.writable && !res.headersSent) socket.write('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      socket.destroy();
    }
  }, checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
