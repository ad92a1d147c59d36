// A kitchen's network between the browser and a server, at the TCP level on 127.0.0.1:
// one shared uplink and one shared downlink (token buckets every connection draws from), an
// internet that is gone while the Wi-Fi stays up ('hang': connections accepted and never
// forwarded, open ones stop moving bytes; they move again when it comes back, as TCP retransmits
// would, except what the browser gave up on: a connection it closed meanwhile delivers nothing
// more), a router that refuses ('refuse'), answers whose body stalls after the headers, and blips
// that cut every open connection. Websockets pass through as bytes. It reads the HTTP/1.x request
// lines on each connection (keep-alive included, best effort) to count the uplink bytes of every
// request and to find the answers to stall. Used by e2e (uploads on a weak line) and by the chaos
// suite's kitchen profile; the API is typed in kitchen-network.d.mts.
import net from 'node:net';
import { createFramer, requestBodyLength, responseBodyLength } from './http-framer.mjs';
import { TokenBucket } from './token-bucket.mjs';

const HIGH_WATER = 64 * 1024; // a lane stops reading its source past this many queued bytes

/** Starts the network on 127.0.0.1 (a free port when `port` is 0) in front of `target` ({ host?, port }). */
export async function startKitchenNetwork({ target, port = 0, uplinkBytesPerSecond = Infinity, downlinkBytesPerSecond = Infinity }) {
  const uplink = new TokenBucket(uplinkBytesPerSecond);
  const downlink = new TokenBucket(downlinkBytesPerSecond);
  const connections = new Set();
  let outage = null;
  let stall = null;
  let closed = false;
  let counters = { bytesUp: 0, bytesDown: 0, connections: 0, requests: [] };
  // Lanes waiting for the line to move again (the outage to end, a stalled answer to be let go).
  let wakeUps = [];
  const changed = () => new Promise((resolve) => wakeUps.push(resolve));
  const wakeEveryone = () => {
    for (const wake of wakeUps.splice(0)) wake();
  };
  const stalls = (request) => stall !== null && stall.test(request.line);

  /** Resolves when `socket` can take more (or is gone). */
  const drained = (socket) =>
    new Promise((resolve) => {
      const done = () => {
        socket.off('drain', done).off('close', done);
        resolve();
      };
      socket.on('drain', done).on('close', done);
    });

  /**
   * One direction of one connection: reads `source`, waits for the line, writes the other end.
   * `split(chunk)` turns what arrives into queue pieces (Buffers, and { hold: request } marks where
   * a stalled answer's body starts); `count(slice)` runs for every slice that crossed the line.
   */
  function lane(connection, source, bucket, split, count) {
    const other = source === connection.client ? connection.server : connection.client;
    const queue = [];
    let queued = 0;
    let pumping = false;
    let sourceEnded = false;

    async function pump() {
      if (pumping) return;
      pumping = true;
      try {
        while (queue.length > 0 && !connection.done) {
          const head = queue[0];
          if (!Buffer.isBuffer(head)) {
            if (stalls(head.hold)) await changed();
            else queue.shift();
            continue;
          }
          if (outage === 'hang') {
            await changed();
            continue;
          }
          const slice = head.subarray(0, bucket.sliceBytes());
          await bucket.take(slice.length);
          if (connection.done) break;
          if (outage === 'hang') continue; // the internet went while this slice waited for the line
          if (slice.length === head.length) queue.shift();
          else queue[0] = head.subarray(slice.length);
          queued -= slice.length;
          count(slice);
          if (!other.write(slice)) await drained(other);
          if (queued < HIGH_WATER && source.isPaused()) source.resume();
        }
      } finally {
        pumping = false;
      }
      // The source closed: what it had sent crosses the line, then the other end is closed too.
      if (sourceEnded && queue.length === 0 && !connection.done && !other.writableEnded) {
        other.end(() => {
          connection.lanesEnded += 1;
          if (connection.lanesEnded === 2) connection.end();
        });
      }
    }

    const take = (chunk) => {
      for (const piece of split(chunk)) queue.push(piece);
      queued += chunk.length;
      if (queued >= HIGH_WATER) source.pause();
      void pump();
    };
    if (source === connection.client && connection.stash) {
      // What the browser sent while the internet was gone goes first.
      source.off('data', connection.stash);
      connection.stash = null;
      for (const chunk of connection.early.splice(0)) take(chunk);
      source.resume();
    }
    source.on('data', take);
    source.on('end', () => {
      sourceEnded = true;
      // The browser closed while its bytes were still queued (it gave up on a request the line
      // never carried): they are dropped, not delivered late. An answer the server finished is
      // still delivered before the client's side closes.
      if (source === connection.client && queue.length > 0) return connection.end();
      void pump();
    });
  }

  function open(client) {
    const connection = { client, server: null, done: false, waiting: false, pending: [], current: null, lanesEnded: 0 };
    connections.add(connection);
    counters.connections += 1;
    connection.end = () => {
      if (connection.done) return;
      connection.done = true;
      connections.delete(connection);
      client.destroy();
      connection.server?.destroy();
      wakeEveryone();
    };
    client.on('error', connection.end);
    // The browser gave up while the internet was gone: nothing it sent on this connection is delivered.
    const gaveUp = () => connection.server === null && connection.end();
    client.on('end', gaveUp).on('close', gaveUp);
    if (outage === 'refuse') return connection.end();
    if (outage === 'hang') {
      // Read what the browser sends meanwhile (so its giving up, a FIN, is seen); it is forwarded
      // only if the internet comes back first.
      connection.waiting = true;
      connection.early = [];
      connection.stash = (chunk) => {
        connection.early.push(chunk);
        if (connection.early.reduce((sum, piece) => sum + piece.length, 0) >= HIGH_WATER) client.pause();
      };
      client.on('data', connection.stash);
    } else connect(connection);
  }

  function connect(connection) {
    connection.waiting = false;
    const server = net.connect({ host: target.host ?? '127.0.0.1', port: target.port, allowHalfOpen: true });
    connection.server = server;
    server.on('error', connection.end);
    server.once('connect', () => {
      if (connection.done) return;
      server.setNoDelay(true);
      connection.client.setNoDelay(true);
      wireUp(connection);
    });
  }

  function wireUp(connection) {
    const { client, server } = connection;
    // Uplink: frames requests as they cross the line, to count each request's bytes.
    const requests = createFramer({
      bodyLength: requestBodyLength,
      onStart: () => {
        const request = { line: '', method: '', bytesUp: 0, at: Date.now(), stalled: false };
        connection.current = request;
        connection.pending.push(request);
        counters.requests.push(request);
      },
      onHead: ({ startLine }) => {
        connection.current.line = startLine;
        connection.current.method = startLine.split(' ')[0];
      },
      onBytes: (n) => {
        if (connection.current) connection.current.bytesUp += n;
      },
    });
    // Downlink: frames answers as they arrive, to mark where a stalled answer's body starts.
    let answering = null;
    let marks = [];
    const answers = createFramer({
      bodyLength: (head) => {
        const status = Number(head.startLine.split(' ')[1]);
        if (status >= 100 && status < 200 && status !== 101) return 0; // an interim answer
        answering = connection.pending.shift() ?? null;
        const framing = responseBodyLength(head, answering?.method);
        if (framing === 'passthrough') requests.passthrough(); // a websocket from here on
        return framing;
      },
      onHead: (head, endOffset) => {
        if (answering && stalls(answering)) marks.push({ at: endOffset, request: answering });
      },
    });
    const splitAnswers = (chunk) => {
      marks = [];
      answers.feed(chunk);
      const pieces = [];
      let from = 0;
      for (const mark of marks) {
        if (mark.at > from) pieces.push(chunk.subarray(from, mark.at));
        pieces.push({ hold: mark.request });
        mark.request.stalled = true;
        from = mark.at;
      }
      if (from < chunk.length) pieces.push(chunk.subarray(from));
      return pieces;
    };
    lane(connection, client, uplink, (chunk) => [chunk], (slice) => {
      counters.bytesUp += slice.length;
      requests.feed(slice);
    });
    lane(connection, server, downlink, splitAnswers, (slice) => (counters.bytesDown += slice.length));
    client.on('close', () => server.destroyed || client.readableEnded || connection.end());
    server.on('close', () => client.destroyed || server.readableEnded || connection.end());
  }

  const listener = net.createServer({ allowHalfOpen: true }, open);
  listener.on('error', () => {});
  await new Promise((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(port, '127.0.0.1', () => {
      listener.off('error', reject);
      resolve();
    });
  });

  const cutConnections = () => {
    for (const connection of [...connections]) connection.end();
  };

  return {
    port: listener.address().port,
    origin: `http://127.0.0.1:${listener.address().port}`,
    setUplink: (bytesPerSecond) => uplink.setRate(bytesPerSecond),
    setDownlink: (bytesPerSecond) => downlink.setRate(bytesPerSecond),
    setOutage(mode) {
      if (mode !== null && mode !== 'hang' && mode !== 'refuse') throw new TypeError(`Unknown outage mode: ${mode}`);
      outage = mode;
      if (mode === 'refuse') cutConnections();
      if (mode === null) for (const connection of [...connections]) if (connection.waiting) connect(connection);
      wakeEveryone();
    },
    outage: () => outage,
    stallAnswers(pattern) {
      stall = pattern ?? null;
      wakeEveryone();
    },
    cutConnections,
    openConnections: () => connections.size,
    counters: () => ({ ...counters, requests: counters.requests.map(({ line, bytesUp, at, stalled }) => ({ line, bytesUp, at, stalled })) }),
    resetCounters() {
      counters = { bytesUp: 0, bytesDown: 0, connections: 0, requests: [] };
    },
    async close() {
      if (closed) return;
      closed = true;
      const stopped = new Promise((resolve) => listener.close(() => resolve()));
      cutConnections();
      uplink.drain();
      downlink.drain();
      wakeEveryone();
      await stopped;
    },
  };
}
