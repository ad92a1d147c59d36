// A minimal Pusher-protocol client for tests, on the `ws` package: frames in order, awaitable.
import WebSocket from 'ws';

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

export interface PusherTestClient {
  ws: WebSocket;
  frames: Frame[];
  /** Resolves with the first frame (already received or future) that matches. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  send(event: string, data: Record<string, unknown>): void;
  closed: Promise<number>;
  close(): void;
}

/** Opens a socket; `headers` go with the upgrade request (e.g. X-Forwarded-For behind TRUST_PROXY);
 * `localAddress` is the address it connects from (any 127.x.y.z on Linux: many clients). */
export function connectPusher(url: string, headers?: Record<string, string>, localAddress?: string): Promise<PusherTestClient> {
  const ws = new WebSocket(url, { ...(headers ? { headers } : {}), ...(localAddress ? { localAddress } : {}) });
  const frames: Frame[] = [];
  const waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  let consumed = 0;
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const client: PusherTestClient = {
    ws,
    frames,
    closed,
    next(match, timeoutMs = 3000) {
      const seen = frames.slice(consumed).find(match);
      if (seen) {
        consumed = frames.indexOf(seen) + 1;
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching frame; got ${JSON.stringify(frames)}`)), timeoutMs);
        waiters.push({
          match,
          resolve: (frame) => {
            clearTimeout(timer);
            consumed = frames.length;
            resolve(frame);
          },
        });
      });
    },
    send(event, data) {
      ws.send(JSON.stringify({ event, data }));
    },
    close() {
      ws.close();
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** `data` of a server frame is a JSON string; this parses it. */
export const frameData = (frame: Frame): Record<string, unknown> =>
  (typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data) as Record<string, unknown>;
